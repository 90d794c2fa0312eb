import { buildPagination, type TPagination } from "@crewlance/contracts/common";
import type { TOutboxMessage } from "@crewlance/contracts/dev-outbox";
import { count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { outboxMessages } from "../../db/schema/outbox";

type OutboxRow = typeof outboxMessages.$inferSelect;

function toOutboxView(row: OutboxRow): TOutboxMessage {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listOutbox(
  ctx: AppContext,
  input: { page: number; limit: number; to?: string },
): Promise<{ items: TOutboxMessage[]; pagination: TPagination }> {
  const where = input.to ? eq(outboxMessages.to, input.to) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ value: count() }).from(outboxMessages).where(where),
  ]);
  return { items: rows.map(toOutboxView), pagination: buildPagination(total?.value ?? 0, input.page, input.limit) };
}

/** Returns how many messages were removed. */
export async function clearOutbox(ctx: AppContext): Promise<number> {
  const deleted = await ctx.db.delete(outboxMessages).returning({ id: outboxMessages.id });
  return deleted.length;
}
