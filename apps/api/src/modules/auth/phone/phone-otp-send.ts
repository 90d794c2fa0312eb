import type { TOtpSent } from "@crewlance/contracts/auth";
import { and, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../../context";
import type { Tx } from "../../../db/client";
import { oneTimeCodes } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import { issueOneTimeCode } from "../one-time-codes";
import { assertPhoneOtpAllowed, lockPhoneOtpRequests } from "./phone-otp-rate-limit";
import { PHONE_CODE_MESSAGES, phoneCodeSms } from "./phone-otp-texts";

export type SendPhoneOtpInput = {
  phone: string;
  /** The requesting address; the per-address limits count it. */
  ip: string;
  /** Set when signed in: the code then verifies this user's number instead of signing in. */
  userId: string | null;
};

type Recorded =
  | { kind: "recorded"; codeId: string; code: string; deliver: boolean; sent: TOtpSent }
  | { kind: "taken" };

/** The account whose verified number this is, if any. */
async function ownerOf(tx: Tx, phone: string): Promise<string | undefined> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return owner?.id;
}

/**
 * Texts a 6-digit code to `phone` (10 minutes, at most one a minute and five an
 * hour per number and per address; decision 0007). Signed in, it is a PHONE_VERIFICATION code bound to the
 * user; otherwise a PHONE_LOGIN code, answered the same whether or not an account uses the
 * number but texted only when one does. Every request past the limits keeps its row so the
 * limits count it (a refused PHONE_TAKEN too, so signed-in accounts cannot probe numbers
 * faster than they could ask for codes); a row whose text could not be sent is removed again.
 */
export async function sendPhoneOtp(ctx: AppContext, input: SendPhoneOtpInput): Promise<TOtpSent> {
  const recorded = await withTransaction(ctx, async ({ db: tx }): Promise<Recorded> => {
    await lockPhoneOtpRequests(tx, input);
    const owner = await ownerOf(tx, input.phone);
    if (input.userId !== null && owner === input.userId) {
      throw new AppError("ALREADY_VERIFIED", PHONE_CODE_MESSAGES.alreadyYours);
    }
    const at = now();
    await assertPhoneOtpAllowed(tx, {
      ...input,
      at,
      perAddressPerMinute: ctx.config.sms.codesPerIpPerMinute,
      perAddressPerHour: ctx.config.sms.codesPerIpPerHour,
    });
    const taken = input.userId !== null && owner !== undefined;
    const issued = await issueOneTimeCode(tx, {
      userId: input.userId,
      purpose: input.userId === null ? "PHONE_LOGIN" : "PHONE_VERIFICATION",
      target: input.phone,
      requesterIp: input.ip,
      // A refused request's row only counts: it is born used, so no code can match it.
      consumedAt: taken ? at : null,
      at,
      secret: ctx.config.jwtSecret,
    });
    if (taken) return { kind: "taken" };
    // A sign-in code for a number no account has verified is recorded but goes nowhere.
    return { kind: "recorded", ...issued, deliver: input.userId !== null || owner !== undefined };
  });

  if (recorded.kind === "taken") throw new AppError("PHONE_TAKEN", PHONE_CODE_MESSAGES.taken);
  if (recorded.deliver) {
    try {
      await ctx.sms.send(phoneCodeSms({ to: input.phone, code: recorded.code }));
    } catch (error) {
      // The code never reached the phone: drop it so the minute wait does not block a retry.
      await ctx.db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, recorded.codeId));
      throw error;
    }
  }
  return recorded.sent;
}
