import type { TPayoutDestination } from "@crewlance/contracts/wallet";
import type { PayoutsConfig } from "../../../../config";

/*
 * The RazorpayX-shaped payout API (decision 0087): POST /v1/payouts creates a payout to a fund
 * account given inline (a bank account or a UPI id), idempotent by X-Payout-Idempotency (we send
 * the withdrawal id, so a retry never pays twice); GET /v1/payouts/:id answers where it stands.
 * Basic auth with the key id and secret. Amounts are paise.
 */

/** The provider's payout as far as we read it. */
export type ProviderPayout = {
  id: string;
  /** queued, pending, processing, processed, reversed, failed, cancelled, rejected. */
  status: string;
  amount: number;
  referenceId: string | null;
  utr: string | null;
  /** The provider's sentence for a failure or reversal. */
  reason: string | null;
};

export type CreateOutcome =
  | { kind: "accepted"; payout: ProviderPayout }
  /** A 4xx: the provider will not make this payout; an admin pays it by hand. */
  | { kind: "refused"; reason: string }
  /** No answer or a 5xx: nothing is known; the sweep tries again with the same key. */
  | { kind: "unreachable" };

const TIMEOUT_MS = 10_000;

function authorization(config: PayoutsConfig): string {
  return `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
}

/** Reads a payout entity; null when the body is not one. */
export function payoutOf(entity: unknown): ProviderPayout | null {
  if (!entity || typeof entity !== "object") return null;
  const e = entity as Record<string, unknown>;
  if (typeof e.id !== "string" || typeof e.status !== "string") return null;
  if (typeof e.amount !== "number" || !Number.isSafeInteger(e.amount)) return null;
  const details = (e.status_details ?? null) as { description?: unknown } | null;
  const reason =
    typeof details?.description === "string" && details.description
      ? details.description
      : typeof e.failure_reason === "string" && e.failure_reason
        ? e.failure_reason
        : null;
  return {
    id: e.id,
    status: e.status,
    amount: e.amount,
    referenceId: typeof e.reference_id === "string" ? e.reference_id : null,
    utr: typeof e.utr === "string" && e.utr ? e.utr : null,
    reason: reason?.slice(0, 500) ?? null,
  };
}

function fundAccountOf(destination: TPayoutDestination, contactName: string, userId: string) {
  const contact = { name: contactName, type: "vendor", reference_id: userId };
  if (destination.type === "UPI") return { account_type: "vpa", vpa: { address: destination.vpa }, contact };
  return {
    account_type: "bank_account",
    bank_account: {
      name: destination.accountHolder,
      ifsc: destination.ifsc,
      account_number: destination.accountNumber,
    },
    contact,
  };
}

/** Creates the payout of one withdrawal; the withdrawal id is both the idempotency key and the reference. */
export async function createProviderPayout(
  config: PayoutsConfig,
  input: { withdrawalId: string; userId: string; amount: number; destination: TPayoutDestination; contactName: string },
): Promise<CreateOutcome> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/v1/payouts`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: authorization(config),
        "x-payout-idempotency": input.withdrawalId,
      },
      body: JSON.stringify({
        account_number: config.accountNumber,
        amount: input.amount,
        currency: "INR",
        mode: input.destination.type === "UPI" ? "UPI" : config.bankMode,
        purpose: "payout",
        fund_account: fundAccountOf(input.destination, input.contactName, input.userId),
        queue_if_low_balance: true,
        reference_id: input.withdrawalId,
        narration: "Crewlance withdrawal",
        notes: { withdrawalId: input.withdrawalId },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: "unreachable" };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.status >= 500 || response.status === 429) return { kind: "unreachable" };
  if (!response.ok) {
    const error = (body?.error ?? null) as { description?: unknown } | null;
    const reason = typeof error?.description === "string" && error.description ? error.description : null;
    return {
      kind: "refused",
      reason: (reason ?? `The payout provider refused it (${response.status}).`).slice(0, 500),
    };
  }
  const payout = payoutOf(body);
  // An answer that is not the payout we asked for is as good as none: ask again later.
  if (!payout || payout.amount !== input.amount) return { kind: "unreachable" };
  return { kind: "accepted", payout };
}

/** Where a payout stands at the provider; null when it did not answer usefully. */
export async function fetchProviderPayout(config: PayoutsConfig, payoutId: string): Promise<ProviderPayout | null> {
  try {
    const response = await fetch(`${config.baseUrl}/v1/payouts/${encodeURIComponent(payoutId)}`, {
      headers: { authorization: authorization(config) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return payoutOf(await response.json().catch(() => null));
  } catch {
    return null;
  }
}
