import { inArray } from "drizzle-orm";
import type { AppContext } from "./context";
import { users } from "./db/schema/users";

/**
 * The ids of the demo accounts, in the order of `emails` (undefined when missing), for the demo
 * data of modules that may not read the users table themselves (the wallet's seedDemoWallet).
 */
export async function demoUserIds(ctx: AppContext, emails: string[]): Promise<Array<string | undefined>> {
  const rows = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return emails.map((email) => rows.find((row) => row.email === email)?.id);
}
