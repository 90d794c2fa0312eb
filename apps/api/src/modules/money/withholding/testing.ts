import { randomUUID } from "node:crypto";
import type { AppContext } from "../../../context";
import { fundEscrow } from "../escrow/fund";
import { transfer } from "../ledger/transfer";

/*
 * Test helpers of withholding: a company with a funded milestone ready to release (a payee's tax
 * profile comes from test/tax-profiles.ts).
 */

/** Deposits and funds `amount` (plus the client fee) into the company's escrow. */
export async function fundedEscrow(ctx: AppContext, companyId: string, amount: number) {
  const key = randomUUID();
  await transfer(ctx, {
    type: "DEPOSIT",
    description: "test deposit",
    legs: [
      { account: { system: "EXTERNAL" }, amount: -(amount * 2) },
      { account: { userId: companyId, kind: "AVAILABLE" }, amount: amount * 2 },
    ],
  });
  const reference = { kind: "MILESTONE" as const, id: key, label: "Withheld", projectId: null };
  const funded = await fundEscrow(ctx, { companyId, amount, idempotencyKey: `${key}:fund`, reference });
  return { reference, clientFee: funded.clientFee, key };
}
