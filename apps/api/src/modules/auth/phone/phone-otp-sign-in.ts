import type { TVerifyPhoneOtpRequest } from "@crewlance/contracts/auth";
import type { TAuthSession } from "@crewlance/contracts/auth-session";
import type { TRole } from "@crewlance/contracts/enums";
import { and, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { oneTimeCodes } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import { loadUserView } from "../../users/index";
import { startSession } from "../session";
import { type CodeCheck, checkNewestPhoneCode, codeCheckError, consumePhoneCode } from "./phone-otp-check";

type SignInOutcome =
  | { kind: "signed-in"; userId: string; role: TRole | null }
  | { kind: "suspended" }
  | { kind: "no-account" }
  | Exclude<CodeCheck, { kind: "match" }>;

/**
 * Signs in with a texted PHONE_LOGIN code: the account is the one whose verified number it
 * is when the code is used. The code row stays locked until the end, so it signs in once.
 */
export async function signInWithPhoneOtp(ctx: AppContext, input: TVerifyPhoneOtpRequest): Promise<TAuthSession> {
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
    if (user.status === "SUSPENDED") return { kind: "suspended" };
    return { kind: "signed-in", userId: user.id, role: user.role };
  });

  if (outcome.kind === "suspended") throw new AppError("ACCOUNT_SUSPENDED", "This account has been suspended.");
  if (outcome.kind === "no-account") {
    throw new AppError("CODE_INVALID", "This number is no longer verified on any account. Please sign in another way.");
  }
  if (outcome.kind !== "signed-in") throw codeCheckError(outcome);
  const tokens = await startSession(ctx, { userId: outcome.userId, role: outcome.role });
  const view = await loadUserView(ctx.db, outcome.userId);
  return { user: view!, ...tokens };
}
