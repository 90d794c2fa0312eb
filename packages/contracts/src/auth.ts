import { z } from "zod";
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { ZSignupRole } from "./enums";
import { ZUser } from "./user";

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .email("Enter a valid email address.")
  .max(254, "Email must be at most 254 characters.");

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const ZFullName = z
  .string()
  .trim()
  .min(2, "Full name must be at least 2 characters.")
  .max(100, "Full name must be at most 100 characters.");

export const ZRegisterRequest = z.object({
  fullName: ZFullName,
  email: ZEmail,
  password: ZPassword,
  role: ZSignupRole,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1, "Refresh token is required.") });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZLogoutRequest = ZRefreshRequest;
export type TLogoutRequest = TRefreshRequest;

export const ZOtpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code.`);

export const ZVerifyEmailOtpRequest = z.object({ code: ZOtpCode });
export type TVerifyEmailOtpRequest = z.infer<typeof ZVerifyEmailOtpRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  resetToken: z.string().min(1, "Reset token is required.").max(200),
  newPassword: ZPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZAuthSession = z.object({
  user: ZUser,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TAuthSession = z.infer<typeof ZAuthSession>;

/** Answer of the send-otp call: when the next resend is allowed. */
export const ZOtpSent = z.object({ expiresAt: z.string(), resendAvailableAt: z.string() });
export type TOtpSent = z.infer<typeof ZOtpSent>;
