import type { TUser } from "@crewlance/contracts/users";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { renderRoutes } from "@/test/render";
import OnboardingScreen from "./screens/onboarding-screen";

/** `keepUser` renders for the person already signed in instead of the fixture's. */
export function renderOnboarding(role: TUser["role"], { keepUser = false } = {}) {
  if (!keepUser) {
    useAuthStore
      .getState()
      .setAuth({ user: makeUser({ role, emailVerified: true }), accessToken: "access", refreshToken: "refresh" });
  }
  return renderRoutes(
    [
      { path: "/onboarding", element: <OnboardingScreen /> },
      { path: "/dashboard", element: <p>dashboard</p> },
      { path: "/auth/login", element: <p>login</p> },
    ],
    ["/onboarding"],
    { strict: true },
  );
}
