import { z } from "zod";
import { ZAuthSession, ZSocialAuthSession } from "./auth-session";
import { singleLineText } from "./text";

/*
 * Two-factor sign-in (decision 0094): a code from an authenticator app (TOTP, RFC 6238: SHA-1,
 * 30-second steps, 6 digits), or one of ten single-use recovery codes.
 */

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit app code, or a recovery code as shown ("k7mq2-x9fpd"; case, spaces and dashes ignored). */
export const ZSecondFactorCode = z
  .string("Enter the 6-digit code from your app or a recovery code.")
  .trim()
  .check(...singleLineText)
  .min(1, "Enter the 6-digit code from your app or a recovery code.")
  .max(32, "Enter the 6-digit code from your app or a recovery code.");

/**
 * What a sign-in answers instead of a session when the account has two-factor sign-in on: a
 * short-lived challenge that `POST /api/auth/two-factor/verify` trades, with a code, for the session.
 */
export const ZSecondFactorChallenge = z.object({
  secondFactorRequired: z.literal(true),
  challengeToken: z.string(),
  expiresAt: z.string(),
  /** The account has a passkey: the step offers it beside the code field (decision 0098). */
  passkeyAvailable: z.boolean().optional(),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallenge>;

/** Login and phone sign-in: a session, or a challenge for the second factor. */
export const ZSignInAnswer = z.union([ZAuthSession, ZSecondFactorChallenge]);
export type TSignInAnswer = z.infer<typeof ZSignInAnswer>;

/** Social sign-in: the same, with whether the account was created just now when it is a session. */
export const ZSocialSignInAnswer = z.union([ZSocialAuthSession, ZSecondFactorChallenge]);
export type TSocialSignInAnswer = z.infer<typeof ZSocialSignInAnswer>;

export function isSecondFactorChallenge(answer: object): answer is TSecondFactorChallenge {
  return "secondFactorRequired" in answer && answer.secondFactorRequired === true;
}

/** POST /api/auth/two-factor/verify */
export const ZSecondFactorVerifyRequest = z.object({
  challengeToken: z
    .string("The sign-in has ended. Sign in again.")
    .check(...singleLineText)
    .min(1, "The sign-in has ended. Sign in again."),
  code: ZSecondFactorCode,
});
export type TSecondFactorVerifyRequest = z.infer<typeof ZSecondFactorVerifyRequest>;

/** GET /api/auth/two-factor */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** POST /api/auth/two-factor/setup: a new secret, not yet on until a code from it is entered. */
export const ZTwoFactorSetup = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/Crewlance:<email>?secret=…&issuer=Crewlance */
  otpauthUrl: z.string(),
  /** The same URL as a QR code, a data: URL of an SVG image. */
  qrCode: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/** POST enable / disable / recovery-codes: a current code proves the app (or a recovery code) is at hand. */
export const ZTwoFactorCodeRequest = z.object({ code: ZSecondFactorCode });
export type TTwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;

/** Shown once, when two-factor sign-in is turned on or the codes are made again. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;
