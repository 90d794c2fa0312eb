import type { TPasskey, TPasskeyList, TPasskeyOptions, TStepUpStatus } from "@crewlance/contracts/passkeys";
import type {
  TRecoveryCodes,
  TTwoFactorCodeRequest,
  TTwoFactorSetup,
  TTwoFactorStatus,
} from "@crewlance/contracts/two-factor";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { answerWithPasskey, makePasskey } from "@/lib/passkey";

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

// ---- passkeys and the step-up (decision 0098) ----------------------------------------------------

export const passkeyKeys = { list: () => ["passkeys"] as const, stepUp: () => ["step-up"] as const };

/** GET /auth/passkeys: the person's passkeys, newest first. */
export const passkeysQuery = queryOptions({
  queryKey: passkeyKeys.list(),
  queryFn: () => apiClient.get<TPasskeyList>("/auth/passkeys").then((response) => response.data.data.items),
});

/** The browser makes a passkey from the server's options, and the server keeps it under `name`. */
export async function addPasskey(name: string): Promise<TPasskey> {
  const options = await apiClient.post<TPasskeyOptions>("/auth/passkeys/registration-options", {});
  const response = await makePasskey(options.data.data);
  return apiClient.post<TPasskey>("/auth/passkeys", { name, response }).then((answer) => answer.data.data);
}

/** DELETE /auth/passkeys/{id} */
export function removePasskey(id: string): Promise<unknown> {
  return apiClient.delete<unknown>(`/auth/passkeys/${id}`).then((response) => response.data.data);
}

/** GET /auth/step-up: which factors the person has, for the "Confirm it's you" dialog. */
export const stepUpStatusQuery = queryOptions({
  queryKey: passkeyKeys.stepUp(),
  queryFn: () => apiClient.get<TStepUpStatus>("/auth/step-up").then((response) => response.data.data),
  staleTime: 0,
});

/** POST /auth/step-up with a code from the app or a recovery code. */
export function confirmWithCode(body: TTwoFactorCodeRequest): Promise<TStepUpStatus> {
  return apiClient.post<TStepUpStatus>("/auth/step-up", body).then((response) => response.data.data);
}

/** POST /auth/step-up with a passkey: the options, the browser's ceremony, the answer. */
export async function confirmWithPasskey(): Promise<TStepUpStatus> {
  const options = await apiClient.post<TPasskeyOptions>("/auth/step-up/passkey-options", {});
  const passkey = await answerWithPasskey(options.data.data);
  return apiClient.post<TStepUpStatus>("/auth/step-up", { passkey }).then((response) => response.data.data);
}
