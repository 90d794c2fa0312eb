import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { apiClient } from "@/lib/api-client";
import { useNotificationStore } from "@/lib/notifications/store";
import { useAuthStore } from "@/lib/session/auth-store";
import { clearStorage } from "@/lib/storage";

/**
 * POST /auth/logout with the refresh token, then — whether or not the call worked — forget the
 * session locally: auth reset, local storage cleared, cached data dropped, off to login (spec A6).
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    const { refreshToken } = useAuthStore.getState();
    try {
      if (refreshToken) await apiClient.post("/auth/logout", { refreshToken });
    } catch (error) {
      console.error("Logout call failed; signing out locally", error);
    } finally {
      useAuthStore.getState().reset();
      useNotificationStore.getState().reset();
      // After the reset, which writes the signed-out state, so nothing is left behind.
      clearStorage();
      queryClient.clear();
      setPending(false);
      navigate("/auth/login", { replace: true });
    }
  }, [navigate, queryClient]);
  return { logout, pending };
}
