// Written with zod/mini: these schemas validate the sign-in and sign-up forms, so they sit on
// the login page's initial bundle, where the full zod API would cost ~25 KB gzipped.
import { z } from "zod/mini";
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { ZSignupRole } from "./enums";
import { singleLineText } from "./text";

/** Passwords are exempt: they are only hashed, never stored or shown, and any character works. */
const secret = (message: string) => z.string(message);
/** Every other string: trimmed, then one line with no control or broken characters (text.ts). */
const text = (message: string) => z.string(message).check(z.trim(), ...singleLineText);

export const ZEmail = text("Enter your email address.").check(
  z.toLowerCase(),
  z.email("Enter a valid email address."),
  z.maxLength(254, "Email must be at most 254 characters."),
);

export const ZPassword = secret("Enter a password.").check(
  z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
  z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
);

export const ZFullName = text("Enter your full name.").check(
  z.minLength(2, "Full name must be at least 2 characters."),
  z.maxLength(100, "Full name must be at most 100 characters."),
);

export const ZRegisterRequest = z.object({
  fullName: ZFullName,
  email: ZEmail,
  password: ZPassword,
  role: ZSignupRole,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: secret("Enter your password.").check(
    z.minLength(1, "Enter your password."),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  ),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRefreshRequest = z.object({
  refreshToken: text("Refresh token is required.").check(z.minLength(1, "Refresh token is required.")),
});
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZLogoutRequest = ZRefreshRequest;
export type TLogoutRequest = TRefreshRequest;

export const ZOtpCode = text(`Enter the ${OTP_LENGTH}-digit code.`).check(
  z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code.`),
);

export const ZVerifyEmailOtpRequest = z.object({ code: ZOtpCode });
export type TVerifyEmailOtpRequest = z.infer<typeof ZVerifyEmailOtpRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  resetToken: text("Reset token is required.").check(
    z.minLength(1, "Reset token is required."),
    z.maxLength(200, "Reset token is not valid."),
  ),
  newPassword: ZPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** Answer of the send-otp call: when the next resend is allowed. */
export const ZOtpSent = z.object({ expiresAt: z.string(), resendAvailableAt: z.string() });
export type TOtpSent = z.infer<typeof ZOtpSent>;

/** E.164: a plus, a country code and at most 15 digits in all (spaces and dashes are dropped). */
export const ZPhone = text("Enter your phone number.").check(
  z.overwrite((value) => value.replace(/[\s()-]/g, "")),
  z.regex(/^\+[1-9]\d{7,14}$/, "Enter the number with its country code, such as +919876543210."),
);

export const ZSendPhoneOtpRequest = z.object({ phone: ZPhone });
export type TSendPhoneOtpRequest = z.infer<typeof ZSendPhoneOtpRequest>;

export const ZVerifyPhoneOtpRequest = z.object({ phone: ZPhone, code: ZOtpCode });
export type TVerifyPhoneOtpRequest = z.infer<typeof ZVerifyPhoneOtpRequest>;

/**
 * POST /auth/{google,linkedin,github}: the authorization code the provider sent back, the
 * redirect URI it was issued for, and the PKCE verifier the browser kept for it.
 */
export const ZSocialSignInRequest = z.object({
  code: text("The sign-in code is missing.").check(
    z.minLength(1, "The sign-in code is missing."),
    z.maxLength(2048, "The sign-in code is not valid."),
  ),
  redirectUri: text("The redirect URI is missing.").check(z.url("The redirect URI is not valid.")),
  codeVerifier: z.optional(
    text("The PKCE verifier is not valid.").check(
      z.regex(/^[A-Za-z0-9._~-]{43,128}$/, "The PKCE verifier is not valid."),
    ),
  ),
});
export type TSocialSignInRequest = z.infer<typeof ZSocialSignInRequest>;
