import type { TOtpSent } from "@crewlance/contracts/auth";
import { OTP_LENGTH, OTP_RESEND_INTERVAL_SECONDS, OTP_TTL_MINUTES } from "@crewlance/contracts/constants";
import type { Tx } from "../../db/client";
import { oneTimeCodes } from "../../db/schema/auth";
import { addMinutes } from "../../lib/clock";
import { codeDigest, numericCode } from "../../lib/crypto";

type CodeRow = Pick<typeof oneTimeCodes.$inferInsert, "userId" | "purpose" | "target" | "requesterIp" | "consumedAt">;

/**
 * Records a fresh 6-digit code (10 minutes; the next one a minute later), stored only
 * as its keyed digest. Returns the code in the clear for the message that carries it.
 */
export async function issueOneTimeCode(
  tx: Tx,
  input: CodeRow & { at: Date; secret: string },
): Promise<{ codeId: string; code: string; sent: TOtpSent }> {
  const { at, secret, ...row } = input;
  const code = numericCode(OTP_LENGTH);
  const expiresAt = addMinutes(at, OTP_TTL_MINUTES);
  const [inserted] = await tx
    .insert(oneTimeCodes)
    .values({ ...row, codeHash: codeDigest(code, secret), expiresAt, createdAt: at })
    .returning({ id: oneTimeCodes.id });
  const resendAvailableAt = new Date(at.getTime() + OTP_RESEND_INTERVAL_SECONDS * 1000);
  return {
    codeId: inserted!.id,
    code,
    sent: { expiresAt: expiresAt.toISOString(), resendAvailableAt: resendAvailableAt.toISOString() },
  };
}
