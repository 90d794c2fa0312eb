import type {
  TRecoveryCodes,
  TTwoFactorCodeRequest,
  TTwoFactorSetup,
  TTwoFactorStatus,
} from "@crewlance/contracts/two-factor";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export const twoFactorKeys = { status: () => ["two-factor", "status"] as const };

/** GET /auth/two-factor: whether it is on, since when, and how many recovery codes are left. */
export const twoFactorStatusQuery = queryOptions({
  queryKey: twoFactorKeys.status(),
  queryFn: () => apiClient.get<TTwoFactorStatus>("/auth/two-factor").then((response) => response.data.data),
});

/** POST /auth/two-factor/setup: a new secret, on only once a code from it is entered. */
export function startSetup(): Promise<TTwoFactorSetup> {
  return apiClient.post<TTwoFactorSetup>("/auth/two-factor/setup", {}).then((response) => response.data.data);
}

/** POST /auth/two-factor/enable: turns it on with a code from the app; answers the ten recovery codes. */
export function turnOn(body: TTwoFactorCodeRequest): Promise<TRecoveryCodes> {
  return apiClient.post<TRecoveryCodes>("/auth/two-factor/enable", body).then((response) => response.data.data);
}

/** POST /auth/two-factor/disable */
export function turnOff(body: TTwoFactorCodeRequest): Promise<unknown> {
  return apiClient.post<unknown>("/auth/two-factor/disable", body).then((response) => response.data.data);
}

/** POST /auth/two-factor/recovery-codes: ten new codes; the old ones stop working. */
export function makeNewRecoveryCodes(body: TTwoFactorCodeRequest): Promise<TRecoveryCodes> {
  return apiClient.post<TRecoveryCodes>("/auth/two-factor/recovery-codes", body).then((response) => response.data.data);
}
