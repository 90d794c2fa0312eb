import type { TRole, TSocialProvider } from "@crewlance/contracts/enums";
import type { TSocialSignInAnswer } from "@crewlance/contracts/two-factor";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { recoveryCodes, socialAccounts, twoFactor } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { isUniqueViolation } from "../../../lib/db-errors";
import { AppError } from "../../../lib/errors";
import { emit } from "../../../lib/events";
import { type TxContext, withTransaction } from "../../../lib/transaction";
import { revokeAllSessions, type SessionDevice } from "../session";
import { stillSuspended, suspendedRefusal } from "../suspended";
import { sessionOrChallenge } from "../two-factor/sign-in-challenge";
import type { ProviderProfile } from "./profiles";
import { PROVIDER_NAMES } from "./provider-config";
import { noVerifiedEmail, userHasOtherProviderAccount } from "./social-errors";

/**
 * Thrown out of the sign-in's transaction for a suspended account: the refusal (with its appeal
 * token, or a sign-in when the suspension ended) is decided after it, as for password login.
 */
class SuspendedAccount extends Error {
  constructor(readonly user: { id: string; role: TRole | null }) {
    super("suspended");
  }
}
const suspended = (user: { id: string; role: TRole | null }) => new SuspendedAccount(user);

/**
 * An administrator's address at a provider is not proof enough to hand over the most powerful
 * account, so sign-in never links one by email, however verified; an admin links a provider
 * from the profile after signing in with the password, and then signs in with it.
 */
const adminNotLinked = (provider: TSocialProvider) => {
  const name = PROVIDER_NAMES[provider];
  return new AppError(
    "FORBIDDEN",
    `This email belongs to an administrator account, which is never linked to ${name} at sign-in. Sign in with your password, then link ${name} from your profile.`,
  );
};

type SignedInUser = { userId: string; role: TRole | null; isNewUser: boolean };

/**
 * The provider proves this person owns the address; whoever registered it with a password
 * never did. That may be someone squatting the address to take over the account once its
 * owner signs in here, so nothing they set up survives: their password, every session (access
 * tokens included), the sign-in methods they linked, the phone number they added and the role
 * they picked, the second factor they turned on, and the name and pictures they gave it. Onboarding cannot have been completed (saving a profile needs a verified email,
 * users/routes.ts), so no profile hangs on that role; the real owner chooses it again.
 */
async function takeOverUnverifiedAccount(
  txCtx: TxContext,
  input: { userId: string; fullName: string; at: Date },
): Promise<void> {
  const { db: tx } = txCtx;
  const { userId, at } = input;
  await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
  // A second factor the squatter set up would lock the real owner out (decision 0094).
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx
    .update(users)
    .set({
      emailVerifiedAt: at,
      passwordHash: null,
      phone: null,
      phoneVerifiedAt: null,
      role: null,
      // The name and pictures the squatter chose would otherwise greet the owner and others.
      fullName: input.fullName,
      avatarPath: null,
      bannerPath: null,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  await revokeAllSessions(txCtx, { userId });
}

const NAME_MIN = 2;
const NAME_MAX = 100;

/**
 * A name within the 2–100 characters every account name has: the provider's, else the email's
 * local part, else a neutral placeholder the person can change in their profile.
 */
export function newAccountName(providerName: string | null, email: string): string {
  const fits = (name: string | null | undefined) => {
    const trimmed = name?.trim().slice(0, NAME_MAX).trim();
    return trimmed && trimmed.length >= NAME_MIN ? trimmed : undefined;
  };
  return fits(providerName) ?? fits(email.split("@")[0]) ?? "Crewlance member";
}

async function findOrCreateUser(
  txCtx: TxContext,
  provider: TSocialProvider,
  profile: ProviderProfile,
): Promise<SignedInUser> {
  const { db: tx } = txCtx;
  const [linked] = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, profile.providerUserId)));
  if (linked) {
    if (linked.status === "SUSPENDED") throw suspended(linked);
    return { userId: linked.id, role: linked.role, isNewUser: false };
  }

  // The link proves who this is whatever the provider says about the email today; matching an
  // account by email, or creating one, needs an address the provider has verified.
  const email = profile.emailVerified ? profile.email : null;
  if (!email) throw noVerifiedEmail(provider);
  const at = now();
  const link = { provider, providerUserId: profile.providerUserId, email, createdAt: at };
  const [existing] = await tx
    .select({ id: users.id, role: users.role, status: users.status, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, email))
    .for("update");
  if (existing) {
    if (existing.status === "SUSPENDED") throw suspended(existing);
    // Before the takeover below too: an unverified admin must not lose the password and role.
    if (existing.role === "ADMIN") throw adminNotLinked(provider);
    if (existing.emailVerifiedAt) {
      const [other] = await tx
        .select({ id: socialAccounts.id })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.userId, existing.id), eq(socialAccounts.provider, provider)));
      if (other) throw userHasOtherProviderAccount(provider);
      await tx.insert(socialAccounts).values({ ...link, userId: existing.id });
      return { userId: existing.id, role: existing.role, isNewUser: false };
    }
    await takeOverUnverifiedAccount(txCtx, {
      userId: existing.id,
      fullName: newAccountName(profile.fullName, email),
      at,
    });
    await tx.insert(socialAccounts).values({ ...link, userId: existing.id });
    await emit(txCtx, "AccountEmailVerified", { userId: existing.id, email, role: null });
    return { userId: existing.id, role: null, isNewUser: false };
  }

  const [created] = await tx
    .insert(users)
    .values({
      email,
      fullName: newAccountName(profile.fullName, email),
      passwordHash: null,
      role: null,
      emailVerifiedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: users.id });
  await tx.insert(socialAccounts).values({ ...link, userId: created!.id });
  await emit(txCtx, "AccountEmailVerified", { userId: created!.id, email, role: null });
  return { userId: created!.id, role: null, isNewUser: true };
}

/**
 * One try of findOrCreateUser. A suspended person (the provider proved who they are) gets the
 * refusal with an appeal token; one whose suspension ended is let in, and the try runs again.
 */
async function findOrCreateOnce(
  ctx: AppContext,
  provider: TSocialProvider,
  profile: ProviderProfile,
): Promise<SignedInUser> {
  try {
    return await withTransaction(ctx, (txCtx) => findOrCreateUser(txCtx, provider, profile));
  } catch (error) {
    if (!(error instanceof SuspendedAccount)) throw error;
    if (await stillSuspended(ctx, error.user.id)) throw await suspendedRefusal(ctx, error.user);
    return withTransaction(ctx, (txCtx) => findOrCreateUser(txCtx, provider, profile));
  }
}

/**
 * Signs in the person a provider vouched for: by an existing link (whatever the provider now
 * says about their email), else by their verified email (linking the provider), else as a new
 * account without a role. All or nothing.
 */
export async function signInWithProvider(
  ctx: AppContext,
  input: { provider: TSocialProvider; profile: ProviderProfile; device?: SessionDevice },
): Promise<TSocialSignInAnswer> {
  const { provider, profile } = input;
  let signedIn: SignedInUser;
  try {
    signedIn = await findOrCreateOnce(ctx, provider, profile);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two sign-ins with the same new person at the same moment: the first one won. Looking
    // again finds its link (or its account); a second clash is reported, never a 500.
    try {
      signedIn = await findOrCreateOnce(ctx, provider, profile);
    } catch (retryError) {
      if (!isUniqueViolation(retryError)) throw retryError;
      throw new AppError(
        "CONFLICT",
        `Another sign-in with this ${PROVIDER_NAMES[provider]} account happened at the same moment. Please try again.`,
      );
    }
  }
  const answer = await sessionOrChallenge(ctx, { id: signedIn.userId, role: signedIn.role }, input.device);
  return "secondFactorRequired" in answer ? answer : { ...answer, isNewUser: signedIn.isNewUser };
}
