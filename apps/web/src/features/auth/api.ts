import type {
  TForgotPasswordRequest,
  TLoginRequest,
  TOtpSent,
  TRegisterRequest,
  TResetPasswordRequest,
  TVerifyEmailOtpRequest,
  TVerifyPhoneOtpRequest,
} from "@crewlance/contracts/auth";
import type { TAuthSession, TSocialAuthSession } from "@crewlance/contracts/auth-session";
import type { TPasskeyOptions } from "@crewlance/contracts/passkeys";
import type {
  TSecondFactorChallenge,
  TSecondFactorVerifyRequest,
  TSignInAnswer,
  TSocialSignInAnswer,
} from "@crewlance/contracts/two-factor";
import type { TUser } from "@crewlance/contracts/users";
import type { NavigateFunction } from "react-router";
import { type ApiEnvelope, apiClient } from "@/lib/api-client";
import { answerWithPasskey } from "@/lib/passkey";
import { useAuthStore } from "@/lib/session/auth-store";

export function fetchCurrentUser(): Promise<TUser> {
  return apiClient.get<TUser>("/user").then((response) => response.data.data);
}

export function register(body: TRegisterRequest): Promise<TAuthSession> {
  return apiClient.post<TAuthSession>("/auth/register", body).then((response) => response.data.data);
}

/** A session, or a challenge when the account has two-factor sign-in on (decision 0094). */
export function login(body: TLoginRequest): Promise<TSignInAnswer> {
  return apiClient.post<TSignInAnswer>("/auth/login", body).then((response) => response.data.data);
}

/** Sends a new email code; the whole body, whose data says when the next resend is allowed. */
export function sendEmailOtp(): Promise<ApiEnvelope<TOtpSent>> {
  // An empty JSON object, because every request declares a JSON body.
  return apiClient.post<TOtpSent>("/auth/email/send-otp", {}).then((response) => response.data);
}

export function verifyEmailOtp(body: TVerifyEmailOtpRequest): Promise<ApiEnvelope<{ user: TUser }>> {
  return apiClient.post<{ user: TUser }>("/auth/email/verify-otp", body).then((response) => response.data);
}

/** POST /auth/mobile/verify-otp: signs in with the code texted to a verified number (or asks the second factor). */
export function signInWithPhone(body: TVerifyPhoneOtpRequest): Promise<TSignInAnswer> {
  return apiClient.post<TSignInAnswer>("/auth/mobile/verify-otp", body).then((response) => response.data.data);
}

/**
 * The contract's isSecondFactorChallenge, written again here because the contract's module loads
 * zod, which the login page's first download leaves out (decision 0020).
 */
export function asksSecondFactor(answer: TSignInAnswer | TSocialSignInAnswer): answer is TSecondFactorChallenge {
  return "secondFactorRequired" in answer && answer.secondFactorRequired === true;
}

/** POST /auth/two-factor/verify: trades a sign-in's challenge and a code for the session (decision 0094). */
export function verifySecondFactor(body: TSecondFactorVerifyRequest): Promise<TSocialAuthSession> {
  return apiClient.post<TSocialAuthSession>("/auth/two-factor/verify", body).then((response) => response.data.data);
}

export function forgotPassword(body: TForgotPasswordRequest): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>("/auth/forgot-password", body).then((response) => response.data.data);
}

export function resetPassword(body: TResetPasswordRequest): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>("/auth/reset-password", body).then((response) => response.data.data);
}

/** Where a signed-in user goes next, by how far they got (the route guards agree). */
export function nextPathFor(user: Pick<TUser, "emailVerified" | "onboardingCompleted">): string {
  if (!user.emailVerified) return "/email-verification";
  if (!user.onboardingCompleted) return "/onboarding";
  return "/dashboard";
}

/**
 * Where a sign-in lands: the page the person asked for before signing in (`returnTo`, already
 * checked by lib/return-path.ts) once nothing is left to finish, else the next step.
 */
export function landingPathFor(
  user: Pick<TUser, "emailVerified" | "onboardingCompleted">,
  returnTo: string | null,
): string {
  const next = nextPathFor(user);
  return next === "/dashboard" && returnTo ? returnTo : next;
}

/** POST /auth/two-factor/passkey-options, the browser's ceremony, then verify-passkey (decision 0098). */
export async function verifySecondFactorWithPasskey(challengeToken: string): Promise<TSocialAuthSession> {
  const options = await apiClient.post<TPasskeyOptions>("/auth/two-factor/passkey-options", { challengeToken });
  const response = await answerWithPasskey(options.data.data);
  return apiClient
    .post<TSocialAuthSession>("/auth/two-factor/verify-passkey", { challengeToken, response })
    .then((answer) => answer.data.data);
}

/** Signing in with a passkey alone: options naming no account, the ceremony, the session (decision 0098). */
export async function signInWithPasskey(): Promise<TAuthSession> {
  const options = await apiClient.post<TPasskeyOptions>("/auth/passkeys/sign-in-options", {});
  const response = await answerWithPasskey(options.data.data);
  return apiClient.post<TAuthSession>("/auth/passkeys/sign-in", { response }).then((answer) => answer.data.data);
}

/**
 * The one way every sign-in ends (password, phone, social, and the second factor after any of
 * them, decision 0094): the session is stored and the person goes where the sign-in leads. It
 * lives beside landingPathFor so the login page loads no chunk of its own for it.
 */
export function finishSignIn(session: TAuthSession, returnTo: string | null, navigate: NavigateFunction): void {
  useAuthStore.getState().setAuth(session);
  navigate(landingPathFor(session.user, returnTo), { replace: true });
}
