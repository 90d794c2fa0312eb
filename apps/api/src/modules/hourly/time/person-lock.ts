import { sql } from "drizzle-orm";
import type { TxContext } from "../../../lib/transaction";

/**
 * Serialises one person's time writes until the transaction ends, across all their contracts,
 * so two entries (or a timer and an entry) cannot overlap by racing (decision 0091). Taken after
 * the project and contract rows, the order every hourly write follows.
 */
export async function lockPersonTime(txCtx: TxContext, userId: string): Promise<void> {
  await txCtx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`hourly-time:${userId}`}))`);
}
