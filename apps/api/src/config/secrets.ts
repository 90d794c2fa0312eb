import { randomBytes } from "node:crypto";
import { z } from "zod";
import { optionalString } from "./env-values";

/** The keys tokens are signed with and saved payout details are encrypted with. */
export const ZSecretsEnv = z.object({
  JWT_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** Encrypts saved bank account numbers; without it a key is derived from JWT_SECRET. */
  DATA_ENCRYPTION_KEY: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
});

/** A production server refuses to start with a signing key of its own process. */
export function checkSecrets(env: { NODE_ENV: string; JWT_SECRET?: string | undefined }, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
    ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required when NODE_ENV=production" });
  }
}

/**
 * Without JWT_SECRET (never in production, refused by checkSecrets) a key nobody else knows: no signing
 * key is written in the source, where anyone could mint an admin's token with it.
 */
export const PROCESS_JWT_SECRET = randomBytes(48).toString("base64url");
