import { apiClient } from "@/lib/api-client";
import { clearStorage } from "@/lib/storage";
import { useAuthStore } from "./auth-store";
import { forgetRotation } from "./rotation-handover";

/**
 * Logout: POST /auth/logout with the refresh token, then clear local storage and reset
 * auth. The local sign-out happens even when the call fails; the failure is rethrown for a toast.
 */
export async function signOut(): Promise<void> {
  const { refreshToken, reset } = useAuthStore.getState();
  try {
    if (refreshToken) await apiClient.post<unknown>("/auth/logout", { refreshToken });
  } finally {
    reset();
    clearStorage();
    await forgetRotation();
  }
}
