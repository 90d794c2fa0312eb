import { z } from "zod";

/** Hourly contracts (decision 0091): the company's review window and how often the billing jobs run. */
export const ZHourlyEnv = z.object({
  /** Days the company has, after a week closes, to dispute its entries; the rest is then released. */
  REVIEW_DAYS: z.coerce.number<string>().int("must be a whole number").min(1).max(30).default(5),
  /** How often each instance runs the weekly billing sweep (fund, close, release). */
  HOURLY_SWEEP_INTERVAL_MS: z.coerce.number<string>().int("must be a whole number").min(1000).default(60_000),
  /**
   * Development only: POST /api/dev/clock moves the movable clock and runs the billing sweep, so
   * browser journeys can cross a week's end and a review window. Refused in production.
   */
  DEV_CLOCK: z
    .enum(["true", "false"], "must be true or false")
    .optional()
    .transform((value) => value === "true"),
});

/** `devClock` absent: off (tests that set the other two need not name it). */
export type HourlyConfig = { reviewDays: number; sweepIntervalMs: number; devClock?: boolean };

export function hourlyConfigOf(e: z.infer<typeof ZHourlyEnv> & { NODE_ENV: string }): HourlyConfig {
  if (e.DEV_CLOCK && e.NODE_ENV === "production") {
    // Moving the clock moves money (weeks close, reviews end): never on a real server.
    throw new Error("Invalid server configuration:\n  DEV_CLOCK: must not be true in production");
  }
  return { reviewDays: e.REVIEW_DAYS, sweepIntervalMs: e.HOURLY_SWEEP_INTERVAL_MS, devClock: e.DEV_CLOCK };
}
