import type { TAuthSession } from "@crewlance/contracts/auth-session";
import type { NavigateFunction } from "react-router";
import { useAuthStore } from "@/lib/session/auth-store";
import { landingPathFor } from "./api";

/**
 * The one way every sign-in ends (password, phone, social, and the second factor after any of
 * them, decision 0094): the session is stored and the person goes where the sign-in leads.
 */
export function finishSignIn(session: TAuthSession, returnTo: string | null, navigate: NavigateFunction): void {
  useAuthStore.getState().setAuth(session);
  navigate(landingPathFor(session.user, returnTo), { replace: true });
}
