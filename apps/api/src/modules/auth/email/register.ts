import type { TRegisterRequest } from "@crewlance/contracts/auth";
import type { TAuthSession } from "@crewlance/contracts/auth-session";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { isUniqueViolation } from "../../../lib/db-errors";
import { AppError } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import { loadUserView } from "../../users/index";
import { hashPassword } from "../passwords";
import { type SessionDevice, startSession } from "../session";
import { queueVerificationCode } from "./email-otp";

const emailTaken = () => new AppError("EMAIL_TAKEN", "An account with this email already exists.");

/**
 * The code email is queued with the account (decision 0010): a delivery failure is retried and
 * logged by the mail worker, never answered here.
 */
export type RegisterResult = { session: TAuthSession };

/** Creates a FREELANCER or COMPANY account, signs it in and emails the verification code. */
export async function registerUser(
  ctx: AppContext,
  input: TRegisterRequest,
  device?: SessionDevice,
): Promise<RegisterResult> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashCost);
  const at = now();
  let userId: string;
  try {
    // The account, its first code and the mail carrying it exist together or not at all.
    userId = await withTransaction(ctx, async ({ db: tx }) => {
      const [row] = await tx
        .insert(users)
        .values({ email, fullName: input.fullName, passwordHash, role: input.role, createdAt: at, updatedAt: at })
        .returning({ id: users.id });
      await queueVerificationCode(ctx, tx, { userId: row!.id, email, fullName: input.fullName, at });
      return row!.id;
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  ctx.mailer.kick();

  const tokens = await startSession(ctx, { userId, role: input.role, device });
  const user = await loadUserView(ctx.db, userId);
  return { session: { user: user!, ...tokens } };
}
