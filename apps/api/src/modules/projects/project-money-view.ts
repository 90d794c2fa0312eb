import type { TMilestoneDetail, TMilestoneStatusV2, TProjectMoney } from "@crewlance/contracts/projects";
import { feeFor, feeGstFor } from "@crewlance/contracts/wallet";
import type { AppContext } from "../../context";
import { HELD, isAwaitingProposal, type MilestoneRow } from "./project-state";

/*
 * A milestone's fees and a project's money (escrow held, paid, remaining, fees), derived on read;
 * paid counts every release, an hourly week's and a bonus's included (decision 0091).
 */

export function feesOf(ctx: AppContext, row: MilestoneRow): TMilestoneDetail["fees"] {
  const clientFee = row.clientFee ?? feeFor(row.amount, ctx.config.wallet.clientFeeBps);
  const freelancerFee =
    row.status === "APPROVED" ? row.freelancerFee : feeFor(row.amount, ctx.config.wallet.freelancerFeeBps);
  // Approved: what was released (all of it, or the freelancer's share of a split) less its fee.
  const paid = row.status === "APPROVED" ? row.releasedAmount : row.amount;
  // GST on each fee at today's rate (decision 0088): the invoice keeps what was charged.
  const clientFeeGst = feeGstFor(clientFee, ctx.config.gst.rateBps);
  const freelancerFeeGst = feeGstFor(freelancerFee, ctx.config.gst.rateBps);
  return {
    amount: row.amount,
    clientFee,
    clientFeeGst,
    fundTotal: row.amount + clientFee + clientFeeGst,
    freelancerFee,
    freelancerFeeGst,
    freelancerReceives: paid - freelancerFee - freelancerFeeGst,
  };
}

export function moneyOf(ctx: AppContext, rows: MilestoneRow[]): TProjectMoney {
  const money: TProjectMoney = {
    total: 0,
    escrowHeld: 0,
    paid: 0,
    freelancerReceived: 0,
    remaining: 0,
    clientFees: 0,
    freelancerFees: 0,
    clientFeeBps: ctx.config.wallet.clientFeeBps,
    freelancerFeeBps: ctx.config.wallet.freelancerFeeBps,
  };
  let freelancerFeeGst = 0;
  for (const row of rows) {
    const status = row.status as TMilestoneStatusV2;
    // An hourly week's escrow is the week's maximum: the project is worth what it released.
    const week = row.kind === "HOURLY_WEEK";
    if (week) money.total += row.releasedAmount;
    else if (status !== "CANCELLED" && !isAwaitingProposal(row)) money.total += row.amount;
    if (HELD.includes(status)) money.escrowHeld += row.amount + (row.clientFee ?? 0);
    if (!week && status === "PENDING" && !isAwaitingProposal(row)) money.remaining += row.amount;
    if (!week && HELD.includes(status)) money.remaining += row.amount;
    money.paid += row.releasedAmount;
    money.freelancerFees += row.freelancerFee;
    freelancerFeeGst += feeGstFor(row.freelancerFee, ctx.config.gst.rateBps);
    if (row.clientFee !== null) money.clientFees += row.clientFee - row.refundedFee;
  }
  money.freelancerReceived = money.paid - money.freelancerFees - freelancerFeeGst;
  return money;
}
