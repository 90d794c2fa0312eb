import { z } from "zod";
import { optionalString } from "./env-values";

/**
 * The KYC provider that confirms a PAN's registered name and a bank account's or UPI id's holder
 * (a penny drop), decision 0086. Unset outside production, everything verifies at once and the
 * answer says so; unset in production, verification is refused (nothing is verified by accident).
 */
export const ZKycEnv = z.object({
  KYC_BASE_URL: optionalString.pipe(z.string().url("must be an http:// or https:// URL").optional()),
  KYC_API_KEY: optionalString,
  KYC_TIMEOUT_MS: z.coerce.number<string>().int("must be whole milliseconds").min(100).max(120_000).default(15_000),
});

export type KycConfig = {
  /** Set with its key: verification goes to this provider over HTTP. */
  provider: { baseUrl: string; apiKey: string } | undefined;
  timeoutMs: number;
};

/** The URL and the key come together. */
export function checkKyc(env: z.infer<typeof ZKycEnv>, ctx: z.RefinementCtx): void {
  if (env.KYC_BASE_URL && !env.KYC_API_KEY) {
    ctx.addIssue({ code: "custom", path: ["KYC_API_KEY"], message: "is required with KYC_BASE_URL" });
  }
  if (env.KYC_API_KEY && !env.KYC_BASE_URL) {
    ctx.addIssue({ code: "custom", path: ["KYC_BASE_URL"], message: "is required with KYC_API_KEY" });
  }
}

export function kycConfigOf(e: z.infer<typeof ZKycEnv>): KycConfig {
  return {
    provider:
      e.KYC_BASE_URL && e.KYC_API_KEY
        ? { baseUrl: e.KYC_BASE_URL.replace(/\/$/, ""), apiKey: e.KYC_API_KEY }
        : undefined,
    timeoutMs: e.KYC_TIMEOUT_MS,
  };
}
