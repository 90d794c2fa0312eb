import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAuthStore } from "@/lib/session/auth-store";
import { clearStorage } from "@/lib/storage";

/** The navigation state that says "this account was just deleted here". */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

/**
 * Forgets this browser's session once the deleted page is on screen (the API revoked every
 * session already). Not earlier: a navigation to a lazy screen keeps the private page up until the
 * new one is loaded, and a session forgotten there sends the private guard to the sign-in page.
 */
export function useForgetDeletedSession(): void {
  const state = useLocation().state as typeof ACCOUNT_DELETED_STATE | null;
  const justDeleted = state?.accountDeleted === true;
  useEffect(() => {
    if (!justDeleted) return;
    useAuthStore.getState().reset();
    clearStorage();
  }, [justDeleted]);
}
