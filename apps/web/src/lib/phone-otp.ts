import type { TOtpSent } from "@crewlance/contracts/auth";
import { type ApiEnvelope, apiClient } from "./api-client";

/**
 * POST /auth/mobile/send-otp. Signed out it sends a sign-in code; signed in (the bearer token
 * goes along) it sends a code to verify that number for the user. The whole body, whose message
 * says where the code went and whose data says when the next resend is allowed.
 */
export function sendPhoneOtp(phone: string): Promise<ApiEnvelope<TOtpSent>> {
  return apiClient.post<TOtpSent>("/auth/mobile/send-otp", { phone }).then((response) => response.data);
}
