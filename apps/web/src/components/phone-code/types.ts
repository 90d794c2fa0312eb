import type { TOtpSent } from "@crewlance/contracts/auth";
import type { ApiEnvelope } from "@/lib/api-client";

export type SendCode = (phone: string) => Promise<ApiEnvelope<TOtpSent>>;
export type VerifyCode = (input: { phone: string; code: string }) => Promise<unknown>;

/** When the next code may be asked for: the API's answer, or a minute from now if it gave none. */
export function resendTimeOf(body: ApiEnvelope<TOtpSent>, fallbackSeconds: number): number {
  const parsed = Date.parse(body.data?.resendAvailableAt ?? "");
  return Number.isNaN(parsed) ? Date.now() + fallbackSeconds * 1000 : parsed;
}
