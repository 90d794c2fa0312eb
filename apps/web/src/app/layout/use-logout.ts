import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { useNotificationStore } from "@/lib/notifications/store";
import { signOut } from "@/lib/session/sign-out";

/**
 * POST /auth/logout with the refresh token, then — whether or not the call worked — forget the
 * session locally: auth reset, local storage cleared, cached data dropped, off to login.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      // Resets auth and clears local storage whether or not the call worked.
      await signOut();
    } catch (error) {
      console.error("Logout call failed; signing out locally", error);
    } finally {
      useNotificationStore.getState().reset();
      queryClient.clear();
      setPending(false);
      navigate("/auth/login", { replace: true });
    }
  }, [navigate, queryClient]);
  return { logout, pending };
}
