import type { AppContext } from "../../context";

/** Who a mail goes to and when their morning is: the users module owns these (decision 0104). */
export type Recipient = { email: string; fullName: string; timeZone: string };
export type RecipientDirectory = (ctx: AppContext, userIds: readonly string[]) => Promise<Map<string, Recipient>>;

let directory: RecipientDirectory | undefined;

/**
 * The users module sits above this one, so it lends its lookup in its `listen()` rather than
 * being imported: the mail channel and the digest reach people's addresses and time zones
 * without reading another module's table.
 */
export function registerRecipientDirectory(lookup: RecipientDirectory): void {
  directory = lookup;
}

/** The recipients among `userIds`, in one query; a deleted account is absent. */
export async function recipientsOf(ctx: AppContext, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0 || !directory) return new Map();
  return directory(ctx, unique);
}
