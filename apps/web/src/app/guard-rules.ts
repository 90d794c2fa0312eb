import type { TUser } from "@crewlance/contracts/users";

export type GuardKind = "private" | "root" | "onboarding" | "emailVerification";
export type GuardState = {
  isAuthenticated: boolean;
  user: Pick<TUser, "emailVerified" | "onboardingCompleted"> | null;
};

/** Where a signed-in user belongs next, by how far they got (spec A5). */
function onward(user: GuardState["user"]): string {
  if (!user?.emailVerified) return "/email-verification";
  if (!user.onboardingCompleted) return "/onboarding";
  return "/dashboard";
}

/**
 * The guards of spec A5 as one pure function: the path to redirect to, or null to render.
 * `pathname` matters only for the root guard ('/' vs '/auth/...').
 */
export function guardRedirect(kind: GuardKind, state: GuardState, pathname = "/"): string | null {
  const signedIn = state.isAuthenticated && state.user !== null;
  switch (kind) {
    case "private":
      if (!signedIn) return "/auth/login";
      if (!state.user?.emailVerified) return "/email-verification";
      if (!state.user.onboardingCompleted) return "/onboarding";
      return null;
    case "root":
      if (signedIn) return "/dashboard";
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
