import type { TVerifyPhoneOtpRequest } from "@crewlance/contracts/auth";
import type { TUser } from "@crewlance/contracts/users";
import { and, eq, ne } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { oneTimeCodes } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { isUniqueViolation } from "../../../lib/db-errors";
import { AppError, notFound } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import { loadUserView } from "../../users/index";
import { type CodeCheck, checkNewestPhoneCode, codeCheckError, consumePhoneCode } from "./phone-otp-check";
import { PHONE_CODE_MESSAGES } from "./phone-otp-texts";

type AttachOutcome =
  | { kind: "verified"; user: TUser }
  | { kind: "taken" }
  | { kind: "missing" }
  | Exclude<CodeCheck, { kind: "match" }>;

const phoneTaken = () => new AppError("PHONE_TAKEN", PHONE_CODE_MESSAGES.taken);

/**
 * Verifies the signed-in user's number with the PHONE_VERIFICATION code texted for it and
 * makes it the account's number (replacing any earlier one). A number another account has
 * taken meanwhile is refused with PHONE_TAKEN, also when only the unique index notices.
 */
export async function attachPhoneWithOtp(
  ctx: AppContext,
  input: TVerifyPhoneOtpRequest & { userId: string },
): Promise<TUser> {
  const attempt = () =>
    withTransaction(ctx, async ({ db: tx }): Promise<AttachOutcome> => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
      if (!user) return { kind: "missing" };
      const at = now();
      const check = await checkNewestPhoneCode(tx, {
        where: and(
          eq(oneTimeCodes.purpose, "PHONE_VERIFICATION"),
          eq(oneTimeCodes.userId, input.userId),
          eq(oneTimeCodes.target, input.phone),
        ),
        code: input.code,
        at,
        secret: ctx.config.jwtSecret,
      });
      if (check.kind !== "match") return check;
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, input.phone), ne(users.id, input.userId)));
      if (holder) return { kind: "taken" };
      await consumePhoneCode(tx, { codeId: check.codeId, at });
      await tx
        .update(users)
        .set({ phone: input.phone, phoneVerifiedAt: at, updatedAt: at })
        .where(eq(users.id, input.userId));
      const view = await loadUserView(tx, input.userId);
      return { kind: "verified", user: view! };
    });

  let outcome: AttachOutcome;
  try {
    outcome = await attempt();
  } catch (error) {
    // Another account took the number between our check and our write: the unique index says so.
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
  switch (outcome.kind) {
    case "verified":
      return outcome.user;
    case "taken":
      throw phoneTaken();
    case "missing":
      throw notFound("The account");
    default:
      throw codeCheckError(outcome);
  }
}
