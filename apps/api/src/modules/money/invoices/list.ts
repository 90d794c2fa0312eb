import type { TInvoiceList, TInvoiceListQuery, TTaxInvoice } from "@crewlance/contracts/gst";
import { financialYearBounds } from "@crewlance/contracts/tax";
import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { taxInvoices } from "../../../db/schema/money-tax";
import { notFound } from "../../../lib/errors";
import type { InvoiceRow } from "./issue";
import { toInvoiceView } from "./view";

/* Reading tax invoices and credit notes: only the customer's own (an admin reads any one). */

type Filter = Omit<TInvoiceListQuery, "page" | "pageSize"> & { customerId: string };

/** A calendar day "YYYY-MM-DD" begins at midnight in India's time, as invoices are dated. */
const istMidnight = (day: string, plusDays = 0) =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + plusDays * 86_400_000);

function conditions(filter: Filter): SQL {
  const parts: (SQL | undefined)[] = [eq(taxInvoices.customerId, filter.customerId)];
  if (filter.kind) parts.push(eq(taxInvoices.kind, filter.kind));
  if (filter.financialYear) {
    const { from, to } = financialYearBounds(filter.financialYear);
    parts.push(gte(taxInvoices.issuedAt, from), lt(taxInvoices.issuedAt, to));
  }
  if (filter.from) parts.push(gte(taxInvoices.issuedAt, istMidnight(filter.from)));
  if (filter.to) parts.push(lt(taxInvoices.issuedAt, istMidnight(filter.to, 1)));
  return and(...parts)!;
}

async function views(ctx: AppContext, rows: InvoiceRow[]): Promise<TTaxInvoice[]> {
  const originalIds = [...new Set(rows.flatMap((row) => (row.originalInvoiceId ? [row.originalInvoiceId] : [])))];
  const originals =
    originalIds.length === 0
      ? []
      : await ctx.db
          .select({ id: taxInvoices.id, number: taxInvoices.number })
          .from(taxInvoices)
          .where(inArray(taxInvoices.id, originalIds));
  const numbers = new Map(originals.map((row) => [row.id, row.number]));
  return rows.map((row) =>
    toInvoiceView(ctx, row, row.originalInvoiceId ? (numbers.get(row.originalInvoiceId) ?? null) : null),
  );
}

/** GET /wallet/invoices: the customer's documents, newest first, a page at a time. */
export async function listInvoices(
  ctx: AppContext,
  input: TInvoiceListQuery & { customerId: string },
): Promise<TInvoiceList> {
  const where = conditions(input);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(taxInvoices)
      .where(where)
      .orderBy(desc(taxInvoices.issuedAt), desc(taxInvoices.sequence))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(taxInvoices).where(where),
  ]);
  return { items: await views(ctx, rows), page: input.page, pageSize: input.pageSize, total: Number(total?.n ?? 0) };
}

/** The whole financial year of the customer's documents, oldest first (an export reads in number order). */
export async function invoicesOfYear(ctx: AppContext, input: { customerId: string; financialYear: string }) {
  const rows = await ctx.db
    .select()
    .from(taxInvoices)
    .where(conditions(input))
    .orderBy(taxInvoices.issuedAt, taxInvoices.series, taxInvoices.sequence);
  return views(ctx, rows);
}

/** One document for its customer or an admin; anyone else gets a 404, as if it did not exist. */
export async function getInvoice(
  ctx: AppContext,
  input: { invoiceId: string; viewerId: string; viewerIsAdmin: boolean },
): Promise<TTaxInvoice> {
  const [row] = await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.id, input.invoiceId)).limit(1);
  if (!row || (row.customerId !== input.viewerId && !input.viewerIsAdmin)) throw notFound("Invoice");
  const [view] = await views(ctx, [row]);
  return view!;
}
