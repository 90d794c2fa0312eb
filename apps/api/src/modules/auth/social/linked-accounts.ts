import type { TSocialProvider } from "@crewlance/contracts/enums";
import type { TSignInMethods } from "@crewlance/contracts/user";
import { and, asc, eq, ne } from "drizzle-orm";
import type { AppContext } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import { socialAccounts } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { AppError, notFound } from "../../../lib/errors";
import type { ProviderProfile } from "./profiles";
import { PROVIDER_NAMES } from "./provider-config";
import { isUniqueViolation, linkedToAnotherUser, userHasOtherProviderAccount } from "./social-errors";

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

/**
 * Links a provider account to the signed-in user whatever its email says: they proved both
 * identities just now. Linking the same account again is a no-op.
 */
export async function linkProviderAccount(
  ctx: AppContext,
  input: { userId: string; provider: TSocialProvider; profile: ProviderProfile },
): Promise<TSignInMethods> {
  const { userId, provider, profile } = input;
  try {
    await ctx.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ userId: socialAccounts.userId })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, profile.providerUserId)));
      if (owner) {
        if (owner.userId === userId) return;
        throw linkedToAnotherUser(provider);
      }
      const [other] = await tx
        .select({ id: socialAccounts.id })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)));
      if (other) throw userHasOtherProviderAccount(provider);
      await tx.insert(socialAccounts).values({
        userId,
        provider,
        providerUserId: profile.providerUserId,
        email: profile.email,
        createdAt: now(),
      });
    });
  } catch (error) {
    // A simultaneous link of the same account (or to the same user) got there first.
    if (isUniqueViolation(error)) throw linkedToAnotherUser(provider);
    throw error;
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
  await ctx.db.transaction(async (tx) => {
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
