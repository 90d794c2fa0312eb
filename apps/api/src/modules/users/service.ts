import type { TRole, TSignupRole } from "@crewlance/contracts/enums";
import type { TChatToken, TPublicUser, TUpdateUserRequest, TUser } from "@crewlance/contracts/users";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import type { AppContext } from "../../context";
import { freelancerProfiles, users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { emit } from "../../lib/events";
import { signAccessToken } from "../../lib/tokens";
import { type TxContext, withTransaction } from "../../lib/transaction";
import type { CurrentUser } from "../../plugins/auth";
import { createNotification, rescheduleDigest } from "../notifications/index";
import { isUserHidden } from "./hidden-service";
import { readUserView, toPublicUserView } from "./user-view";

/** The chat socket's token lives five minutes: long enough to connect, short if it leaks. */
export const CHAT_TOKEN_TTL_SECONDS = 5 * 60;

const WELCOME_BODY: Record<TRole, string> = {
  FREELANCER: "Your profile is ready. Browse open tasks and send your first proposal.",
  COMPANY: "Your company profile is ready. Post your first task to start hiring.",
  ADMIN: "Your administrator account is ready.",
};

/** The signed-in user's own view; a missing row means the session outlived the account. */
export async function getCurrentUser(ctx: AppContext, input: { userId: string }): Promise<TUser> {
  const user = await readUserView(ctx, input.userId);
  if (!user) throw notFound("User");
  return user;
}

/** Another user's public profile; suspended and hidden accounts are hidden from everyone but admins. */
export async function getPublicUser(
  ctx: AppContext,
  input: { userId: string; viewer: CurrentUser },
): Promise<TPublicUser> {
  const user = await readUserView(ctx, input.userId);
  if (!user || (user.status === "SUSPENDED" && input.viewer.role !== "ADMIN")) throw notFound("User");
  // Hidden by moderation (decision 0092): gone for others; its owner and admins still read it.
  const mayReadHidden = input.viewer.role === "ADMIN" || input.viewer.id === user.id;
  if (!mayReadHidden && (await isUserHidden(ctx, user.id))) throw notFound("User");
  return toPublicUserView(user);
}

export async function updateUser(
  ctx: AppContext,
  input: { userId: string; changes: TUpdateUserRequest },
): Promise<TUser> {
  const { fullName, timeZone } = input.changes;
  if (timeZone !== undefined) {
    // The digest goes at 09:00 in this zone from the next one on (decision 0104).
    await withTransaction(ctx, async (txCtx) => {
      await txCtx.db.update(users).set({ timeZone, updatedAt: now() }).where(eq(users.id, input.userId));
      await rescheduleDigest(txCtx, { userId: input.userId });
    });
  }
  if (fullName !== undefined) {
    await withTransaction(ctx, async ({ db: tx }) => {
      await tx.update(users).set({ fullName, updatedAt: now() }).where(eq(users.id, input.userId));
      // The directory searches by name too, so the search document follows a rename.
      await tx
        .update(freelancerProfiles)
        .set({
          searchText: sql`concat_ws(' ', ${fullName}::text, ${freelancerProfiles.headline}, ${freelancerProfiles.bio}, array_to_string(${freelancerProfiles.skills}, ' '))`,
        })
        .where(eq(freelancerProfiles.userId, input.userId));
    });
  }
  return getCurrentUser(ctx, { userId: input.userId });
}

/**
 * A person who signed up with a provider picks FREELANCER or COMPANY once; the
 * conditional update keeps a role from ever being changed, even by two racing requests. Teams
 * hears of the choice in the same transaction (invitations waiting for the address, decision 0097).
 */
export async function chooseRole(ctx: AppContext, input: { userId: string; role: TSignupRole }): Promise<TUser> {
  await withTransaction(ctx, async (txCtx) => {
    const [changed] = await txCtx.db
      .update(users)
      .set({ role: input.role, updatedAt: now() })
      .where(and(eq(users.id, input.userId), isNull(users.role)))
      .returning({ email: users.email, emailVerifiedAt: users.emailVerifiedAt });
    if (!changed) throw new AppError("CONFLICT", "Your account already has a role.");
    await emit(txCtx, "AccountRoleChosen", {
      userId: input.userId,
      email: changed.email,
      role: input.role,
      emailVerified: changed.emailVerifiedAt !== null,
    });
  });
  return getCurrentUser(ctx, { userId: input.userId });
}

/** Takes the phone number off the account; it can then be verified again, here or elsewhere. */
export async function removePhone(ctx: AppContext, input: { userId: string }): Promise<TUser> {
  const [changed] = await ctx.db
    .update(users)
    .set({ phone: null, phoneVerifiedAt: null, updatedAt: now() })
    .where(and(eq(users.id, input.userId), isNotNull(users.phone)))
    .returning({ id: users.id });
  if (!changed) throw new AppError("NOT_FOUND", "There is no phone number on your account.");
  return getCurrentUser(ctx, { userId: input.userId });
}

/**
 * Sets onboardingCompleted the first time a role's profile is saved and welcomes the user;
 * the conditional update makes it happen once even when two saves race.
 */
export async function completeOnboarding(txCtx: TxContext, input: { userId: string; role: TRole }): Promise<boolean> {
  const at = now();
  const [first] = await txCtx.db
    .update(users)
    .set({ onboardingCompletedAt: at, updatedAt: at })
    .where(and(eq(users.id, input.userId), isNull(users.onboardingCompletedAt)))
    .returning({ id: users.id });
  if (!first) return false;
  await createNotification(txCtx, {
    userId: input.userId,
    type: "WELCOME",
    title: "Welcome to Crewlance!",
    body: WELCOME_BODY[input.role],
    link: "/dashboard",
  });
  return true;
}

/** A short-lived token with audience "chat" for the real-time connection. */
export async function issueChatToken(ctx: AppContext, input: { user: CurrentUser }): Promise<TChatToken> {
  const token = await signAccessToken(
    { userId: input.user.id, role: input.user.role },
    ctx.config.jwtSecret,
    "chat",
    CHAT_TOKEN_TTL_SECONDS,
  );
  const { exp } = decodeJwt(token);
  if (exp === undefined) throw new AppError("INTERNAL", "The chat token could not be issued.");
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/** Every active admin, for events an admin must act on (a dispute opened). There are few. */
export async function listActiveAdminIds(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "ADMIN"), eq(users.status, "ACTIVE")));
  return rows.map((row) => row.id);
}
