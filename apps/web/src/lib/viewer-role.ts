import type { TRole } from "@crewlance/contracts/enums";
import { useAuthStore } from "@/lib/session/auth-store";

/**
 * The signed-in person's role, for the words of a screen. The private guard lets only onboarded
 * users in and onboarding always sets a role, so the fallback is never seen in the app.
 */
export function useViewerRole(): TRole {
  return useAuthStore((state) => state.user?.role) ?? "FREELANCER";
}
