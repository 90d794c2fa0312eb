import type { TSocialProvider } from "@crewlance/contracts/enums";
import type { TSignInMethods } from "@crewlance/contracts/users";
import { and, asc, eq, ne, or } from "drizzle-orm";
import type { AppContext } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import { socialAccounts } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { isUniqueViolation } from "../../../lib/db-errors";
import { AppError, notFound } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import type { ProviderProfile } from "./profiles";
import { PROVIDER_NAMES } from "./provider-config";
import { linkedToAnotherUser, userHasOtherProviderAccount } from "./social-errors";

/** Whether the user has a password, and the provider accounts linked to them (in provider order). */
export async function getSignInMethods(db: DbOrTx, input: { userId: string }): Promise<TSignInMethods> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId));
  const links = await db
    .select({ provider: socialAccounts.provider, email: socialAccounts.email, linkedAt: socialAccounts.createdAt })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, input.userId))
    .orderBy(asc(socialAccounts.provider));
  return {
    hasPassword: Boolean(user?.passwordHash),
    socialAccounts: links.map((link) => ({ ...link, linkedAt: link.linkedAt.toISOString() })),
  };
}

type LinkRequest = { userId: string; provider: TSocialProvider; providerUserId: string };

/**
 * Whether the provider account can be linked to the user: "linked" when it already is (to them),
 * "free" when it may be; throws when it belongs to another user or the user has another account
 * of that provider.
 */
async function linkState(db: DbOrTx, input: LinkRequest): Promise<"linked" | "free"> {
  const { userId, provider, providerUserId } = input;
  // One statement, so both questions are answered from the same snapshot even while a
  // simultaneous link commits in between.
  const rows = await db
    .select({ userId: socialAccounts.userId, providerUserId: socialAccounts.providerUserId })
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.provider, provider),
        or(eq(socialAccounts.providerUserId, providerUserId), eq(socialAccounts.userId, userId)),
      ),
    );
  const owner = rows.find((row) => row.providerUserId === providerUserId);
  if (owner) {
    if (owner.userId === userId) return "linked";
    throw linkedToAnotherUser(provider);
  }
  if (rows.some((row) => row.userId === userId)) throw userHasOtherProviderAccount(provider);
  return "free";
}

/**
 * Links a provider account to the signed-in user whatever its email says: they proved both
 * identities just now. Linking the same account again is a no-op.
 */
export async function linkProviderAccount(
  ctx: AppContext,
  input: { userId: string; provider: TSocialProvider; profile: ProviderProfile },
): Promise<TSignInMethods> {
  const { userId, provider, profile } = input;
  const request: LinkRequest = { userId, provider, providerUserId: profile.providerUserId };
  const attempt = () =>
    withTransaction(ctx, async ({ db: tx }) => {
      if ((await linkState(tx, request)) === "linked") return;
      await tx.insert(socialAccounts).values({
        userId,
        provider,
        providerUserId: profile.providerUserId,
        email: profile.email,
        createdAt: now(),
      });
    });
  try {
    await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A simultaneous link got there first: this same one (then we are done), the same provider
    // account to another user, or another account of this provider to this user. Looking again
    // tells which; a second clash (the winner was unlinked meanwhile) is reported, never a 500.
    try {
      await attempt();
    } catch (retryError) {
      if (!isUniqueViolation(retryError)) throw retryError;
      throw new AppError(
        "CONFLICT",
        `Another change to your ${PROVIDER_NAMES[provider]} link happened at the same moment. Please try again.`,
      );
    }
  }
  return getSignInMethods(ctx.db, { userId });
}

/** Unlinks a provider unless it is the user's last way to sign in. */
export async function unlinkProviderAccount(
  ctx: AppContext,
  input: { userId: string; provider: TSocialProvider },
): Promise<TSignInMethods> {
  const { userId, provider } = input;
  const name = PROVIDER_NAMES[provider];
  await withTransaction(ctx, async ({ db: tx }) => {
    // The user row lock serialises two unlinks at once, so they cannot remove the last two methods.
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const [link] = await tx
      .select({ id: socialAccounts.id })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)));
    if (!user || !link) throw notFound(`A linked ${name} account`);
    const [another] = await tx
      .select({ id: socialAccounts.id })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), ne(socialAccounts.provider, provider)))
      .limit(1);
    if (!user.passwordHash && !another) {
      throw new AppError(
        "BUSINESS_RULE",
        `Set a password or link another sign-in method before unlinking ${name}, so you can still sign in.`,
      );
    }
    await tx.delete(socialAccounts).where(eq(socialAccounts.id, link.id));
  });
  return getSignInMethods(ctx.db, { userId });
}
