import type { TVerifyPhoneOtpRequest } from "@crewlance/contracts/auth";
import type { TRole } from "@crewlance/contracts/enums";
import type { TSignInAnswer } from "@crewlance/contracts/two-factor";
import { and, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { oneTimeCodes } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import type { SessionDevice } from "../session";
import { stillSuspended, suspendedRefusal } from "../suspended";
import { sessionOrChallenge } from "../two-factor/sign-in-challenge";
import { type CodeCheck, checkNewestPhoneCode, codeCheckError, consumePhoneCode } from "./phone-otp-check";

type SignInOutcome =
  | { kind: "signed-in"; userId: string; role: TRole | null }
  | { kind: "suspended"; userId: string; role: TRole | null }
  | { kind: "no-account" }
  | Exclude<CodeCheck, { kind: "match" }>;

/**
 * Signs in with a texted PHONE_LOGIN code: the account is the one whose verified number it
 * is when the code is used. The code row stays locked until the end, so it signs in once.
 */
export async function signInWithPhoneOtp(
  ctx: AppContext,
  input: TVerifyPhoneOtpRequest,
  device?: SessionDevice,
): Promise<TSignInAnswer> {
  const outcome = await withTransaction(ctx, async ({ db: tx }): Promise<SignInOutcome> => {
    const at = now();
    const check = await checkNewestPhoneCode(tx, {
      where: and(eq(oneTimeCodes.purpose, "PHONE_LOGIN"), eq(oneTimeCodes.target, input.phone)),
      code: input.code,
      at,
      secret: ctx.config.jwtSecret,
    });
    if (check.kind !== "match") return check;
    await consumePhoneCode(tx, { codeId: check.codeId, at });
    const [user] = await tx
      .select({ id: users.id, role: users.role, status: users.status })
      .from(users)
      .where(and(eq(users.phone, input.phone), isNotNull(users.phoneVerifiedAt)));
    // Only someone holding the phone gets this far, so telling them the account state leaks nothing.
    if (!user) return { kind: "no-account" };
    if (user.status === "SUSPENDED") return { kind: "suspended", userId: user.id, role: user.role };
    return { kind: "signed-in", userId: user.id, role: user.role };
  });

  // Checked after the code's transaction: lifting an ended suspension writes the users row.
  if (outcome.kind === "suspended") {
    if (await stillSuspended(ctx, outcome.userId))
      throw await suspendedRefusal(ctx, { id: outcome.userId, role: outcome.role });
    return sessionOrChallenge(ctx, { id: outcome.userId, role: outcome.role }, device);
  }
  if (outcome.kind === "no-account") {
    throw new AppError("CODE_INVALID", "This number is no longer verified on any account. Please sign in another way.");
  }
  if (outcome.kind !== "signed-in") throw codeCheckError(outcome);
  return sessionOrChallenge(ctx, { id: outcome.userId, role: outcome.role }, device);
}
