import type { KycConfig } from "../../config";
import { AppError } from "../../lib/errors";

/*
 * The KYC provider over HTTP (decision 0086), shaped like the Indian verification APIs: a bearer
 * key, JSON in and out. POST /v1/pan/verify {pan} → {status: "VALID", registered_name};
 * POST /v1/bank-accounts/verify {ifsc, account_number} and POST /v1/vpa/verify {vpa} (the penny
 * drop) → {status: "VALID", account_holder_name}. An unknown PAN or account answers
 * {status: "INVALID"} (HTTP 200 or 404).
 */

export type KycAnswer = { found: true; name: string } | { found: false };

export type KycProvider = {
  panName: (pan: string) => Promise<KycAnswer>;
  bankAccountHolder: (bank: { ifsc: string; accountNumber: string }) => Promise<KycAnswer>;
  vpaHolder: (vpa: string) => Promise<KycAnswer>;
};

/** The person reads the sentence; `cause` says what the provider did, for the server log. */
function unavailable(cause: unknown): AppError {
  const error = new AppError(
    "UPSTREAM_UNAVAILABLE",
    "We could not reach the verification service, so nothing was verified. Please try again in a moment.",
  );
  error.cause = cause;
  return error;
}

type ProviderBody = { status?: string; registered_name?: string; account_holder_name?: string };

export function createHttpKycProvider(provider: NonNullable<KycConfig["provider"]>, timeoutMs: number): KycProvider {
  async function ask(path: string, body: Record<string, string>, nameField: keyof ProviderBody): Promise<KycAnswer> {
    let response: Response;
    let answer: ProviderBody;
    try {
      response = await fetch(`${provider.baseUrl}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          authorization: `Bearer ${provider.apiKey}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = (await response.json().catch(() => ({}))) as ProviderBody;
    } catch (error) {
      throw unavailable(error);
    }
    if (response.status === 404 || (response.ok && answer.status === "INVALID")) return { found: false };
    const name = answer[nameField];
    if (!response.ok || answer.status !== "VALID" || typeof name !== "string" || name.trim() === "") {
      throw unavailable(new Error(`KYC provider answered HTTP ${response.status} to ${path}`));
    }
    return { found: true, name: name.trim() };
  }
  return {
    panName: (pan) => ask("/v1/pan/verify", { pan }, "registered_name"),
    bankAccountHolder: (bank) =>
      ask("/v1/bank-accounts/verify", { ifsc: bank.ifsc, account_number: bank.accountNumber }, "account_holder_name"),
    vpaHolder: (vpa) => ask("/v1/vpa/verify", { vpa }, "account_holder_name"),
  };
}

/** What the answer carries when no provider is configured outside production. */
export const DEVELOPMENT_NOTICE = "verified in development: no KYC provider is configured";

/**
 * The provider this deployment uses: "http" when configured, "dev" (instant yes) outside
 * production without one, and in production without one a refusal (decision 0086).
 */
export function kycModeOf(config: { env: string; kyc: KycConfig }): "http" | "dev" | "refuse" {
  if (config.kyc.provider) return "http";
  return config.env === "production" ? "refuse" : "dev";
}

export function notConfigured(): AppError {
  return new AppError(
    "NOT_CONFIGURED",
    "Verification is not available yet: no KYC provider is configured. Please try again later.",
  );
}
