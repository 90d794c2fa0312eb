import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { recoveryCodes, twoFactor } from "../../../db/schema/auth";
import { openText, purposeKey, sealText } from "../../../lib/crypto";
import { looksLikeRecoveryCode, recoveryCodeHash } from "./recovery-codes";
import { matchingStep } from "./totp";

/** The key the TOTP secrets are sealed with: derived from the server secret for this use alone. */
export function secretKey(jwtSecret: string): Buffer {
  return purposeKey(jwtSecret, "two-factor secret");
}

export function sealSecret(jwtSecret: string, secret: string): string {
  return sealText(secretKey(jwtSecret), secret);
}

export type TwoFactorRow = typeof twoFactor.$inferSelect;

/** The user's two-factor row, locked until the transaction ends: two checks of one code wait in turn. */
export async function lockTwoFactor(tx: Tx, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.userId, userId)).for("update");
  return row;
}

/**
 * Whether `code` is a current app code of the row's secret not used before; if so its step is
 * recorded, so the same code never counts twice.
 */
export async function useAppCode(
  tx: Tx,
  input: { row: TwoFactorRow; code: string; at: Date; jwtSecret: string },
): Promise<boolean> {
  const { row, at } = input;
  const secret = openText(secretKey(input.jwtSecret), row.secretSealed);
  const step = matchingStep({ secret, code: input.code, at, lastUsedStep: row.lastUsedStep });
  if (step === null) return false;
  await tx.update(twoFactor).set({ lastUsedStep: step, updatedAt: at }).where(eq(twoFactor.userId, row.userId));
  return true;
}

/** Whether `code` is one of the user's unused recovery codes; if so it is used up. */
export async function useRecoveryCode(tx: Tx, input: { userId: string; code: string; at: Date }): Promise<boolean> {
  if (!looksLikeRecoveryCode(input.code)) return false;
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: input.at })
    .where(
      and(
        eq(recoveryCodes.userId, input.userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(input.code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** An app code, else a recovery code: what signing in and turning two-factor off accept. */
export async function useAnySecondFactor(
  tx: Tx,
  input: { row: TwoFactorRow; code: string; at: Date; jwtSecret: string },
): Promise<boolean> {
  if (await useAppCode(tx, input)) return true;
  return useRecoveryCode(tx, { userId: input.row.userId, code: input.code, at: input.at });
}

/** Replaces every recovery code of the user with the given fresh ones (the old ones stop working). */
export async function replaceRecoveryCodes(
  tx: Tx,
  input: { userId: string; codes: string[]; at: Date },
): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, input.userId));
  await tx
    .insert(recoveryCodes)
    .values(
      input.codes.map((code) => ({ userId: input.userId, codeHash: recoveryCodeHash(code), createdAt: input.at })),
    );
}
