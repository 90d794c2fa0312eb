import { financialYearOf, quarterOf } from "@crewlance/contracts/tax";
import type { AppContext } from "../../../context";
import { now } from "../../../lib/clock";
import { type PayoutSplit, splitPayout } from "../escrow/payout-split";
import type { Leg } from "../ledger/legs";
import { type PayeeWithholding, withholdingFor } from "./compute";
import { grossPaidInYear, type PayeeStanding, payeeStandings } from "./payee-standing";

/*
 * The withholding of one release, payee by payee (decision 0089): a team's payout split
 * withholds per member on the member's share of the gross, each member's PAN, GSTIN and yearly
 * gross their own.
 */

export type WithholdingPlan = {
  payees: PayeeWithholding[];
  standings: Map<string, PayeeStanding>;
  financialYear: string;
  quarter: 1 | 2 | 3 | 4;
};

type Share = { userId: string; gross: number; fee: number };

/**
 * Each payee's gross and fee: the split applied to the amount and to the fee alike, so a
 * member's fee is the fee on their own share. The owner takes the remainders; should the fee's
 * remainder ever exceed the owner's gross share (an owner with a zero share), the excess is
 * carried by the first member with room, so no one is paid below zero and the parts still add up.
 */
export function payeeShares(input: {
  freelancerId: string;
  amount: number;
  freelancerFee: number;
  payoutSplit?: PayoutSplit | null;
}): Share[] {
  if (!input.payoutSplit) return [{ userId: input.freelancerId, gross: input.amount, fee: input.freelancerFee }];
  const gross = splitPayout(input.amount, input.payoutSplit);
  const fees = splitPayout(input.freelancerFee, input.payoutSplit);
  const shares = [...new Set([...gross.keys(), ...fees.keys()])].map((userId) => ({
    userId,
    gross: gross.get(userId) ?? 0,
    fee: fees.get(userId) ?? 0,
  }));
  let excess = 0;
  for (const share of shares) {
    if (share.fee > share.gross) {
      excess += share.fee - share.gross;
      share.fee = share.gross;
    }
  }
  for (const share of shares) {
    const room = Math.min(excess, share.gross - share.fee);
    share.fee += room;
    excess -= room;
  }
  return shares.filter((share) => share.gross > 0);
}

/** `lock`: in the release's transaction, hold the payees' tax profiles while their year is counted. */
export async function planWithholding(
  ctx: AppContext,
  input: Parameters<typeof payeeShares>[0] & { lock: boolean },
): Promise<WithholdingPlan> {
  const shares = payeeShares(input);
  const standings = await payeeStandings(
    ctx,
    shares.map((share) => share.userId),
    { lock: input.lock },
  );
  const at = now();
  const financialYear = financialYearOf(at);
  const payees: PayeeWithholding[] = [];
  for (const share of shares) {
    payees.push(
      withholdingFor(ctx.config.withholding, ctx.config.gst.stateCode, {
        payee: standings.get(share.userId)!,
        gross: share.gross,
        fee: share.fee,
        grossBeforeInYear: await grossPaidInYear(ctx, share.userId, financialYear),
      }),
    );
  }
  return { payees, standings, financialYear, quarter: quarterOf(at) };
}

export function totalsOf(plan: Pick<WithholdingPlan, "payees">) {
  let tds = 0;
  let tcs = 0;
  let net = 0;
  for (const payee of plan.payees) {
    tds += payee.tds.amount;
    tcs += payee.tcs?.amount ?? 0;
    net += payee.net;
  }
  return { tds, tcs, net };
}

/** The release's legs to the payees (their net) and to the TDS and TCS payables (zero legs drop out). */
export function withholdingLegs(plan: WithholdingPlan): Leg[] {
  const totals = totalsOf(plan);
  return [
    ...plan.payees.map((payee) => ({
      account: { userId: payee.userId, kind: "AVAILABLE" as const },
      amount: payee.net,
    })),
    { account: { system: "TDS_PAYABLE" as const }, amount: totals.tds },
    { account: { system: "TCS_PAYABLE" as const }, amount: totals.tcs },
  ];
}
