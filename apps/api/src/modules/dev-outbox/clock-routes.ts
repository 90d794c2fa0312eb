import { successEnvelope } from "@crewlance/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { advanceClock, now } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { errorResponses, PUBLIC } from "../../lib/openapi";
import { runHourlySweepOnce } from "../hourly/index";
import { runDigestSweepOnce } from "../notifications/index";

const DAY_MS = 86_400_000;

const ZClockBody = z.object({
  advanceMs: z
    .number("Give the milliseconds to move the clock by.")
    .int("Use whole milliseconds.")
    .min(0, "The clock only moves forward.")
    .max(60 * DAY_MS, "Move the clock by at most 60 days at a time."),
});

/**
 * POST /api/dev/clock (DEV_CLOCK=true, never in production): moves the movable clock and runs the
 * hourly billing sweep and the digest sweep once, so browser journeys cross a week's end and a
 * review window (decision 0091) and reach a 09:00 digest (decision 0104). Registered inside the dev outbox's plugin: this machine only.
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/clock",
    {
      schema: {
        operationId: "advanceDevClock",
        security: PUBLIC,
        tags: ["dev"],
        summary:
          "Moves the movable clock forward and runs the hourly billing and digest sweeps; with DEV_CLOCK=true only",
        body: ZClockBody,
        response: { 200: successEnvelope(z.object({ now: z.string() })), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      if (!app.ctx.config.hourly.devClock || app.ctx.config.env === "production") throw notFound("Route");
      advanceClock(request.body.advanceMs);
      await runHourlySweepOnce(app.ctx);
      await runDigestSweepOnce(app.ctx);
      return { success: true as const, data: { now: now().toISOString() } };
    },
  );
};
