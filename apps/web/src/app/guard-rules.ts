import type { TUser } from "@crewlance/contracts/users";
import { returnPathIn, withReturnPath } from "@/lib/return-path";

export type GuardKind = "private" | "root" | "onboarding" | "emailVerification";
export type GuardState = {
  isAuthenticated: boolean;
  user: Pick<TUser, "emailVerified" | "onboardingCompleted"> | null;
};

/** Where a signed-in user belongs next, by how far they got. */
function onward(user: GuardState["user"]): string {
  if (!user?.emailVerified) return "/email-verification";
  if (!user.onboardingCompleted) return "/onboarding";
  return "/dashboard";
}

/**
 * The route guards as one pure function: the path to redirect to, or null to render.
 * A signed-out visit of a private page goes to sign-in with that page (`pathname` and `search`)
 * to come back to, and the root guard sends a signed-in visit of sign-in there.
 */
export function guardRedirect(kind: GuardKind, state: GuardState, pathname = "/", search = ""): string | null {
  const signedIn = state.isAuthenticated && state.user !== null;
  switch (kind) {
    case "private":
      if (!signedIn) return withReturnPath("/auth/login", `${pathname}${search}`);
      if (!state.user?.emailVerified) return "/email-verification";
      if (!state.user.onboardingCompleted) return "/onboarding";
      return null;
    case "root":
      if (signedIn) return returnPathIn(search) ?? "/dashboard";
      if (pathname === "/") return "/auth/login";
      return null;
    case "onboarding":
      if (!signedIn) return "/auth/login";
      if (!state.user?.emailVerified) return "/email-verification";
      if (state.user.onboardingCompleted) return "/dashboard";
      return null;
    case "emailVerification":
      if (!signedIn) return "/auth/login";
      if (state.user?.emailVerified) return onward(state.user);
      return null;
  }
}
