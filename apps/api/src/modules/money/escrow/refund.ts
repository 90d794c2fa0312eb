import { creditedGst } from "@crewlance/contracts/gst";
import { feeFor } from "@crewlance/contracts/wallet";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { taxInvoices } from "../../../db/schema/money-tax";
import { withTransaction } from "../../../lib/transaction";
import { issueCreditNote } from "../invoices/issue";
import { fundInvoiceOf } from "../invoices/original";
import { type TransferResult, transfer } from "../ledger/transfer";
import { checkAmount, type EscrowInput } from "./input";

/**
 * Company ESCROW → company AVAILABLE: the amount and the client fee back; and the GST charged on
 * that fee at funding, from the GST_PAYABLE shard it went to, with a credit note against the
 * funding's invoice in the same transaction (decision 0088).
 */
export async function refundEscrow(
  ctx: AppContext,
  input: EscrowInput & { companyId: string; clientFee?: number },
): Promise<TransferResult & { refunded: number; gstRefunded: number }> {
  checkAmount(input.amount);
  const clientFee = input.clientFee ?? feeFor(input.amount, ctx.config.wallet.clientFeeBps);
  const description = input.description ?? `Escrow refunded${input.reference ? `: ${input.reference.label}` : ""}`;
  return withTransaction(ctx, async (tx) => {
    const funded = await fundInvoiceOf(tx, { companyId: input.companyId, reference: input.reference });
    const gstRefunded = funded
      ? Math.min(
          creditedGst({ taxableValue: funded.invoice.taxableValue, tax: invoiceTax(funded.invoice) }, clientFee),
          invoiceTax(funded.invoice) - funded.creditedTax,
        )
      : 0;
    const escrowed = input.amount + clientFee;
    const refunded = escrowed + gstRefunded;
    const result = await transfer(tx, {
      type: "ESCROW_REFUND",
      idempotencyKey: input.idempotencyKey,
      description,
      reference: input.reference,
      legs: [
        { account: { userId: input.companyId, kind: "ESCROW" }, amount: -escrowed },
        { account: { userId: input.companyId, kind: "AVAILABLE" }, amount: refunded },
        { account: { system: "GST_PAYABLE", shard: funded?.gstShard ?? undefined }, amount: -gstRefunded },
      ],
    });
    // A replay answers what the first refund returned: its credit note's tax.
    if (result.replayed) {
      const credited = await creditedIn(tx, result.id);
      return { ...result, refunded: escrowed + credited, gstRefunded: credited };
    }
    if (funded && clientFee > 0) {
      await issueCreditNote(tx, {
        original: funded.invoice,
        transactionId: result.id,
        taxableValue: clientFee,
        tax: gstRefunded,
        description: `Client fee refunded: ${description}`,
      });
    }
    return { ...result, refunded, gstRefunded };
  });
}

async function creditedIn(ctx: AppContext, transactionId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ tax: sql<string>`coalesce(sum(${taxInvoices.cgst} + ${taxInvoices.sgst} + ${taxInvoices.igst}), 0)` })
    .from(taxInvoices)
    .where(and(eq(taxInvoices.transactionId, transactionId), eq(taxInvoices.kind, "CREDIT_NOTE")));
  return Number(row?.tax ?? 0);
}

function invoiceTax(invoice: { cgst: number; sgst: number; igst: number }): number {
  return invoice.cgst + invoice.sgst + invoice.igst;
}
