import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { companyProfiles, freelancerProfiles, users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import type { TxContext } from "../../lib/transaction";

/*
 * A profile hidden by moderation (decision 0092): users.hidden_at set, so the directory leaves it
 * out (freelancer_profiles.listed follows it, migration 0041) and other people's reads of the
 * profile answer "not found"; the person's own reads and an admin's still work.
 */

/** Sets or clears the user's hidden_at: the users module's side of ContentHidden/ContentRestored. */
export async function setUserHidden(txCtx: TxContext, input: { userId: string; hidden: boolean }): Promise<void> {
  await txCtx.db
    .update(users)
    .set({ hiddenAt: input.hidden ? now() : null })
    .where(eq(users.id, input.userId));
}

/** Whether moderation hid the user's profile. */
export async function isUserHidden(ctx: AppContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ hiddenAt: users.hiddenAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.hiddenAt);
}

/** What a moderator reads of a reported person: who they are and what their profile says of them. */
export type ReportedPerson = {
  id: string;
  name: string;
  status: string;
  hidden: boolean;
  lines: Array<{ label: string; text: string }>;
};

export async function readReportedPerson(ctx: AppContext, userId: string): Promise<ReportedPerson | null> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      fullName: users.fullName,
      status: users.status,
      hiddenAt: users.hiddenAt,
      headline: freelancerProfiles.headline,
      bio: freelancerProfiles.bio,
      companyName: companyProfiles.companyName,
      description: companyProfiles.description,
    })
    .from(users)
    .leftJoin(freelancerProfiles, eq(freelancerProfiles.userId, users.id))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const lines = [
    { label: "Headline", text: row.headline },
    { label: "Bio", text: row.bio },
    { label: "Company", text: row.companyName },
    { label: "About the company", text: row.description },
  ].flatMap((line) => (line.text ? [{ label: line.label, text: line.text }] : []));
  return {
    id: row.id,
    name: row.companyName ?? row.fullName,
    status: row.status,
    hidden: row.hiddenAt !== null,
    lines,
  };
}
