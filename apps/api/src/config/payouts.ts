import { z } from "zod";
import { optionalString } from "./env-values";

/*
 * The payout provider (RazorpayX-shaped, decision 0087). Unset PAYOUT_PROVIDER_BASE_URL: every
 * withdrawal waits in the admin queue as before. Set: all its keys are required.
 */
export const ZPayoutsEnv = z.object({
  PAYOUT_PROVIDER_BASE_URL: optionalString.pipe(z.string().url("must be an http:// or https:// URL").optional()),
  PAYOUT_KEY_ID: optionalString,
  PAYOUT_KEY_SECRET: optionalString,
  /** The business's RazorpayX account number that payouts are paid from. */
  PAYOUT_ACCOUNT_NUMBER: optionalString,
  PAYOUT_WEBHOOK_SECRET: optionalString,
  /** A payout still not settled this long after it was sent is asked about (a webhook that never came). */
  PAYOUT_SWEEP_AFTER_MINUTES: z.coerce.number<string>().int("must be whole minutes").min(1).max(1440).default(30),
  /** A create that never reached the provider is tried again after this long, with the same idempotency key. */
  PAYOUT_RETRY_AFTER_SECONDS: z.coerce.number<string>().int("must be whole seconds").min(1).max(86_400).default(60),
  /** How often each instance runs the payout sweep. */
  PAYOUT_SWEEP_INTERVAL_SECONDS: z.coerce.number<string>().int("must be whole seconds").min(1).max(3600).default(60),
  /** The transfer mode of payouts to bank accounts (UPI ids always go by UPI). */
  PAYOUT_BANK_MODE: z.enum(["IMPS", "NEFT", "RTGS"]).default("IMPS"),
});

export type PayoutsConfig = {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  sweepAfterMinutes: number;
  retryAfterSeconds: number;
  sweepIntervalMs: number;
  bankMode: "IMPS" | "NEFT" | "RTGS";
};

const KEYS = ["PAYOUT_KEY_ID", "PAYOUT_KEY_SECRET", "PAYOUT_ACCOUNT_NUMBER", "PAYOUT_WEBHOOK_SECRET"] as const;

/** A provider URL needs its keys, account and webhook secret. */
export function checkPayouts(env: z.infer<typeof ZPayoutsEnv>, ctx: z.RefinementCtx): void {
  if (!env.PAYOUT_PROVIDER_BASE_URL) return;
  for (const name of KEYS) {
    if (!env[name])
      ctx.addIssue({ code: "custom", path: [name], message: "is required with PAYOUT_PROVIDER_BASE_URL" });
  }
}

export function payoutsConfigOf(e: z.infer<typeof ZPayoutsEnv>): PayoutsConfig | undefined {
  if (!e.PAYOUT_PROVIDER_BASE_URL || !e.PAYOUT_KEY_ID || !e.PAYOUT_KEY_SECRET) return undefined;
  if (!e.PAYOUT_ACCOUNT_NUMBER || !e.PAYOUT_WEBHOOK_SECRET) return undefined;
  return {
    baseUrl: e.PAYOUT_PROVIDER_BASE_URL.replace(/\/$/, ""),
    keyId: e.PAYOUT_KEY_ID,
    keySecret: e.PAYOUT_KEY_SECRET,
    accountNumber: e.PAYOUT_ACCOUNT_NUMBER,
    webhookSecret: e.PAYOUT_WEBHOOK_SECRET,
    sweepAfterMinutes: e.PAYOUT_SWEEP_AFTER_MINUTES,
    retryAfterSeconds: e.PAYOUT_RETRY_AFTER_SECONDS,
    sweepIntervalMs: e.PAYOUT_SWEEP_INTERVAL_SECONDS * 1000,
    bankMode: e.PAYOUT_BANK_MODE,
  };
}
