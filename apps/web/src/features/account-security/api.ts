import type {
  TAccountSession,
  TAccountSessions,
  TChangePasswordRequest,
  TPasswordChanged,
  TSignedOut,
} from "@crewlance/contracts/account";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export const accountSecurityKeys = {
  all: ["account-security"] as const,
  sessions: () => [...accountSecurityKeys.all, "sessions"] as const,
};

export const accountSessionsQuery = queryOptions({
  queryKey: accountSecurityKeys.sessions(),
  queryFn: ({ signal }): Promise<TAccountSession[]> =>
    apiClient.get<TAccountSessions>("/auth/sessions", { signal }).then((response) => response.data.data.items),
});

export function changePassword(body: TChangePasswordRequest): Promise<TPasswordChanged> {
  return apiClient.post<TPasswordChanged>("/auth/password", body).then((response) => response.data.data);
}

export function signOutSession(sessionId: string): Promise<TSignedOut> {
  return apiClient
    .delete<TSignedOut>(`/auth/sessions/${encodeURIComponent(sessionId)}`)
    .then((response) => response.data.data);
}

export function signOutOtherSessions(): Promise<TSignedOut> {
  return apiClient.post<TSignedOut>("/auth/sessions/sign-out-others").then((response) => response.data.data);
}

/** "Chrome 131 on Windows": how the list, its buttons and its dialogs name a device. */
export function deviceName(session: Pick<TAccountSession, "browser" | "system">): string {
  return `${session.browser} on ${session.system}`;
}
