import { OTP_MAX_ATTEMPTS } from "@crewlance/contracts/constants";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { oneTimeCodes } from "../../../db/schema/auth";
import { codeDigest, safeEqual } from "../../../lib/crypto";
import { AppError } from "../../../lib/errors";
import { PHONE_CODE_MESSAGES } from "./phone-otp-texts";

export type CodeCheck =
  | { kind: "match"; codeId: string }
  | { kind: "wrong"; triesLeft: number }
  | { kind: "none" | "expired" | "locked" };

/**
 * Checks `code` against the newest phone code matching `where` (only the newest counts: a
 * new code replaces older ones). The row is locked until the transaction ends, so one code
 * cannot be used twice in parallel; every wrong try counts and the last allowed one locks it.
 * A match is not consumed here: the caller consumes it with what it unlocks.
 */
export async function checkNewestPhoneCode(
  tx: Tx,
  input: { where: SQL | undefined; code: string; at: Date; secret: string },
): Promise<CodeCheck> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(input.where)
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for("update");
  if (!row || row.consumedAt) return { kind: "none" };
  if (row.attempts >= OTP_MAX_ATTEMPTS) return { kind: "locked" };
  if (row.expiresAt <= input.at) return { kind: "expired" };
  const attempts = row.attempts + 1;
  if (!safeEqual(row.codeHash, codeDigest(input.code, input.secret))) {
    await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, row.id));
    return attempts >= OTP_MAX_ATTEMPTS
      ? { kind: "locked" }
      : { kind: "wrong", triesLeft: OTP_MAX_ATTEMPTS - attempts };
  }
  return { kind: "match", codeId: row.id };
}

export async function consumePhoneCode(tx: Tx, input: { codeId: string; at: Date }): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: input.at, attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, input.codeId));
}

/** The error a failed check answers with (the API's error codes and the code rules). */
export function codeCheckError(check: Exclude<CodeCheck, { kind: "match" }>): AppError {
  switch (check.kind) {
    case "wrong":
      return new AppError("CODE_INVALID", PHONE_CODE_MESSAGES.wrong(check.triesLeft));
    case "locked":
      return new AppError("TOO_MANY_ATTEMPTS", PHONE_CODE_MESSAGES.locked);
    case "expired":
      return new AppError("CODE_EXPIRED", PHONE_CODE_MESSAGES.expired);
    default:
      return new AppError("CODE_INVALID", PHONE_CODE_MESSAGES.none);
  }
}
