import { OTP_RESEND_INTERVAL_SECONDS } from "@crewlance/contracts/constants";

/**
 * When the next email code may be requested. Sign-up sends a code and navigates on, but the
 * guards may redirect on the way (and drop navigation state), so the moment is kept here.
 */
let nextResendAt: number | null = null;

export function rememberCodeSent(at: number = Date.now()): void {
  nextResendAt = at + OTP_RESEND_INTERVAL_SECONDS * 1000;
}

export function rememberNextResend(at: number): void {
  nextResendAt = at;
}

export function nextResendTime(): number | null {
  return nextResendAt !== null && nextResendAt > Date.now() ? nextResendAt : null;
}
