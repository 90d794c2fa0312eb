import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { hashPassword } from "./passwords";

export type AdminAccountInput = { email: string; password: string; fullName?: string };
/** `outcome`: a new account, an existing non-admin turned admin, or an admin updated. */
export type AdminAccountResult = { userId: string; email: string; outcome: "created" | "promoted" | "updated" };

export const DEFAULT_ADMIN_NAME = "Crewlance Admin";

/**
 * ADMIN accounts come from a command, never from sign-up. Creates one, or turns
 * an existing account with that email into one (and sets the given password), so the
 * operator always knows the credentials. Admins skip verification and onboarding.
 */
export async function createOrPromoteAdmin(db: DbOrTx, input: AdminAccountInput): Promise<AdminAccountResult> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password, "owasp");
  const at = now();
  const [existing] = await db
    .select({
      id: users.id,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      onboardingCompletedAt: users.onboardingCompletedAt,
    })
    .from(users)
    .where(eq(users.email, email));
  if (existing) {
    await db
      .update(users)
      .set({
        role: "ADMIN",
        status: "ACTIVE",
        passwordHash,
        emailVerifiedAt: existing.emailVerifiedAt ?? at,
        onboardingCompletedAt: existing.onboardingCompletedAt ?? at,
        ...(input.fullName ? { fullName: input.fullName } : {}),
        updatedAt: at,
      })
      .where(eq(users.id, existing.id));
    return { userId: existing.id, email, outcome: existing.role === "ADMIN" ? "updated" : "promoted" };
  }
  const [row] = await db
    .insert(users)
    .values({
      email,
      fullName: input.fullName ?? DEFAULT_ADMIN_NAME,
      passwordHash,
      role: "ADMIN",
      emailVerifiedAt: at,
      onboardingCompletedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: users.id });
  return { userId: row!.id, email, outcome: "created" };
}
