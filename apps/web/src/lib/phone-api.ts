import type { TVerifyPhoneOtpRequest } from "@crewlance/contracts/auth";
import type { TUser } from "@crewlance/contracts/users";
import { apiClient } from "@/lib/api-client";

/** POST /auth/mobile/verify-otp-for-onboarding: marks the number verified for the signed-in user. */
export function verifyPhoneForUser(body: TVerifyPhoneOtpRequest): Promise<TUser> {
  return apiClient
    .post<{ user: TUser }>("/auth/mobile/verify-otp-for-onboarding", body)
    .then((response) => response.data.data.user);
}

/** DELETE /user/phone: the number is no longer the user's, nor a way to sign in. */
export function removePhone(): Promise<TUser> {
  return apiClient.delete<TUser>("/user/phone").then((response) => response.data.data);
}
