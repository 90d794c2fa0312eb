import { z } from "zod";
import { optionalString, url } from "./env-values";

/** The wallet: fees, limits in rupees, the payment provider and the ledger's shards. */
export const ZWalletEnv = z.object({
  CLIENT_FEE_BPS: z.coerce.number<string>().int("must be whole basis points").min(0).max(10_000).default(500),
  FREELANCER_FEE_BPS: z.coerce.number<string>().int("must be whole basis points").min(0).max(10_000).default(0),
  DEPOSIT_MIN_INR: z.coerce.number<string>().int("must be whole rupees").min(1).default(100),
  DEPOSIT_MAX_INR: z.coerce.number<string>().int("must be whole rupees").min(1).default(1_000_000),
  WITHDRAWAL_MIN_INR: z.coerce.number<string>().int("must be whole rupees").min(1).default(500),
  PAYMENT_PROVIDER: z.enum(["dev", "razorpay"]).default("dev"),
  RAZORPAY_API_URL: url.default("https://api.razorpay.com"),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  LEDGER_SHARDS: z.coerce.number<string>().int("must be a whole number").min(1).max(64).default(16),
});

/** How long an Idempotency-Key in flight is held before a retry takes it over. */
export const ZIdempotencyEnv = z.object({
  IDEMPOTENCY_LEASE_MS: z.coerce
    .number<string>()
    .int("must be whole milliseconds")
    .min(100)
    .max(3_600_000)
    .default(60_000),
});

/** The wallet: fees, limits in paise, the payment provider and the ledger's shards. */
export type WalletConfig = {
  clientFeeBps: number;
  freelancerFeeBps: number;
  depositMin: number;
  depositMax: number;
  withdrawalMin: number;
  provider: "dev" | "razorpay";
  razorpay: { apiUrl: string; keyId: string; keySecret: string; webhookSecret: string } | undefined;
  /** Shards of EXTERNAL and PLATFORM_REVENUE (decision 0026). */
  ledgerShards: number;
  /** An Idempotency-Key still in flight after this long belongs to a request that died; a retry takes it over. */
  idempotencyLeaseMs: number;
};

/** Razorpay needs its three keys. */
export function checkRazorpay(env: z.infer<typeof ZWalletEnv>, ctx: z.RefinementCtx): void {
  if (env.PAYMENT_PROVIDER === "razorpay") {
    for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: "is required with PAYMENT_PROVIDER=razorpay" });
    }
  }
}

/** The smallest deposit is not above the largest. */
export function checkDeposits(env: z.infer<typeof ZWalletEnv>, ctx: z.RefinementCtx): void {
  if (env.DEPOSIT_MIN_INR > env.DEPOSIT_MAX_INR) {
    ctx.addIssue({ code: "custom", path: ["DEPOSIT_MIN_INR"], message: "must not be above DEPOSIT_MAX_INR" });
  }
}

export function walletConfigOf(e: z.infer<typeof ZWalletEnv> & z.infer<typeof ZIdempotencyEnv>): WalletConfig {
  return {
    clientFeeBps: e.CLIENT_FEE_BPS,
    freelancerFeeBps: e.FREELANCER_FEE_BPS,
    depositMin: e.DEPOSIT_MIN_INR * 100,
    depositMax: e.DEPOSIT_MAX_INR * 100,
    withdrawalMin: e.WITHDRAWAL_MIN_INR * 100,
    provider: e.PAYMENT_PROVIDER,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ""),
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    ledgerShards: e.LEDGER_SHARDS,
    idempotencyLeaseMs: e.IDEMPOTENCY_LEASE_MS,
  };
}
