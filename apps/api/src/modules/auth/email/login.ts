import type { TLoginRequest } from "@crewlance/contracts/auth";
import type { TSignInAnswer } from "@crewlance/contracts/two-factor";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { users } from "../../../db/schema/users";
import { AppError } from "../../../lib/errors";
import { verifyAgainstDummy, verifyPassword } from "../passwords";
import type { SessionDevice } from "../session";
import { stillSuspended, suspendedRefusal } from "../suspended";
import { sessionOrChallenge } from "../two-factor/sign-in-challenge";

/** The same words whichever part was wrong. */
const invalidCredentials = () => new AppError("INVALID_CREDENTIALS", "Invalid email or password");

export async function loginUser(ctx: AppContext, input: TLoginRequest, device?: SessionDevice): Promise<TSignInAnswer> {
  const email = input.email.trim().toLowerCase();
  const [user] = await ctx.db
    .select({ id: users.id, role: users.role, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw invalidCredentials();
  // Only someone who knows the password learns that the account is suspended.
  if (user.status === "SUSPENDED" && (await stillSuspended(ctx, user.id))) throw await suspendedRefusal(ctx, user);
  return sessionOrChallenge(ctx, user, device);
}
