import type {
  TAccountSession,
  TAccountSessions,
  TChangePasswordRequest,
  TPasswordChanged,
  TSignedOut,
} from "@crewlance/contracts/account";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiClient, refreshSession } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";

export const accountSecurityKeys = {
  all: ["account-security"] as const,
  sessions: () => [...accountSecurityKeys.all, "sessions"] as const,
};

/**
 * The client renews an expired access token on a 401 for every path except /auth/*, where a 401
 * means a wrong sign-in. These routes sit under /auth/ yet need a signed-in person, so they renew
 * once themselves and try again (decision 0093).
 */
async function withRenewal<T>(call: () => Promise<T>): Promise<T> {
  const sentWith = useAuthStore.getState().accessToken;
  try {
    return await call();
  } catch (error) {
    const expired = error instanceof ApiError && error.status === 401;
    if (!expired || !(await refreshSession(sentWith))) throw error;
    return call();
  }
}

export const accountSessionsQuery = queryOptions({
  queryKey: accountSecurityKeys.sessions(),
  queryFn: ({ signal }): Promise<TAccountSession[]> =>
    withRenewal(() => apiClient.get<TAccountSessions>("/auth/sessions", { signal })).then(
      (response) => response.data.data.items,
    ),
});

export function changePassword(body: TChangePasswordRequest): Promise<TPasswordChanged> {
  return withRenewal(() => apiClient.post<TPasswordChanged>("/auth/password", body)).then(
    (response) => response.data.data,
  );
}

export function signOutSession(sessionId: string): Promise<TSignedOut> {
  return withRenewal(() => apiClient.delete<TSignedOut>(`/auth/sessions/${encodeURIComponent(sessionId)}`)).then(
    (response) => response.data.data,
  );
}

export function signOutOtherSessions(): Promise<TSignedOut> {
  return withRenewal(() => apiClient.post<TSignedOut>("/auth/sessions/sign-out-others")).then(
    (response) => response.data.data,
  );
}

/** "Chrome 131 on Windows": how the list, its buttons and its dialogs name a device. */
export function deviceName(session: Pick<TAccountSession, "browser" | "system">): string {
  return `${session.browser} on ${session.system}`;
}
