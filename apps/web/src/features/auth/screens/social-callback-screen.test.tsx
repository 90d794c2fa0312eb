import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { PENDING_KEY, type PendingAttempt, savePendingAttempt } from "@/lib/social/pending-attempt";
import { toast } from "@/lib/toast";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { makeStanding } from "@/test/safety-fixtures";
import { stub } from "../testing";
import SocialCallbackScreen from "./social-callback-screen";

const VERIFIER = "v".repeat(43);
const pending = (overrides: Partial<PendingAttempt> = {}): PendingAttempt => ({
  provider: "google",
  state: "state-from-start",
  codeVerifier: VERIFIER,
  intent: "signin",
  startedAt: Date.now(),
  ...overrides,
});

function renderCallback(entry: string, { strict = false } = {}) {
  return renderRoutes(
    [
      { path: "/auth/callback/:provider", element: <SocialCallbackScreen /> },
      stub("/auth/login"),
      stub("/onboarding"),
      stub("/dashboard"),
      stub("/profile"),
      stub("/project-management/:id"),
    ],
    [entry],
    { strict },
  );
}

const session = (isNewUser: boolean, user = makeUser({ emailVerified: true, role: null })) => ({
  success: true,
  data: { user, accessToken: "access", refreshToken: "refresh", isNewUser },
});

beforeEach(() => useAuthStore.getState().reset());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("social sign-in callback", () => {
  it("posts the code with its verifier, stores the session and takes a new person to onboarding", async () => {
    savePendingAttempt(pending());
    const fetch = stubFetch(() => jsonResponse(200, session(true)));
    const { router } = renderCallback("/auth/callback/google?code=code-123&state=state-from-start");
    expect(screen.getByText("Signing you in with Google…")).toBeInTheDocument();

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/onboarding"));
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/auth/google");
    expect(sentBody(fetch)).toEqual({
      code: "code-123",
      redirectUri: "http://localhost:3000/auth/callback/google",
      codeVerifier: VERIFIER,
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: "access" });
    expect(await screen.findByText("Welcome to Crewlance!")).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it("shows a suspended account why, read with the refusal's appeal token", async () => {
    savePendingAttempt(pending());
    const fetch = stubFetch((url) =>
      url.endsWith("/safety/standing")
        ? jsonResponse(200, { success: true, data: makeStanding({ state: "SUSPENDED" }) })
        : jsonResponse(403, {
            success: false,
            code: "ACCOUNT_SUSPENDED",
            message: "This account has been suspended.",
            appealToken: "appeal-token-2",
          }),
    );
    renderCallback("/auth/callback/google?code=code-123&state=state-from-start");
    expect(await screen.findByRole("heading", { name: "Your account is suspended" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Keep work and payments on Crewlance" })).toBeInTheDocument();
    const standingCall = fetch.mock.calls.find(([input]) => String(input).endsWith("/safety/standing"));
    expect(new Headers(standingCall?.[1]?.headers).get("Authorization")).toBe("Bearer appeal-token-2");
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("takes an existing, onboarded account to the dashboard without a welcome", async () => {
    savePendingAttempt(pending({ provider: "github" }));
    const user = makeUser({ emailVerified: true, onboardingCompleted: true });
    stubFetch(() => jsonResponse(200, session(false, user)));
    const { router } = renderCallback("/auth/callback/github?code=c&state=state-from-start");
    const success = vi.spyOn(toast, "success");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    // sonner keeps earlier tests' toasts on screen, so the call itself is what is checked.
    expect(success).not.toHaveBeenCalled();
  });

  it("lands an onboarded account on the page the sign-in started from, never on another site", async () => {
    const user = makeUser({ emailVerified: true, onboardingCompleted: true });
    stubFetch(() => jsonResponse(200, session(false, user)));
    savePendingAttempt(pending({ returnTo: "/project-management/42?tab=board" }));
    const { router } = renderCallback("/auth/callback/google?code=c&state=state-from-start");
    await vi.waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        "/project-management/42?tab=board",
      ),
    );
  });

  it("lands on the dashboard when the stored page is not one of this app", async () => {
    const user = makeUser({ emailVerified: true, onboardingCompleted: true });
    stubFetch(() => jsonResponse(200, session(false, user)));
    savePendingAttempt(pending({ returnTo: "//evil.example/steal" }));
    const { router } = renderCallback("/auth/callback/google?code=c&state=state-from-start");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("posts the code once under StrictMode's double effects", async () => {
    savePendingAttempt(pending());
    const fetch = stubFetch(() => jsonResponse(200, session(false)));
    const { router } = renderCallback("/auth/callback/google?code=code-123&state=state-from-start", { strict: true });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/onboarding"));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/doesn't match/)).not.toBeInTheDocument();
  });

  it("links the provider for a signed-in user and returns to the profile", async () => {
    useAuthStore.getState().setAuth({ user: makeUser(), accessToken: "access", refreshToken: "refresh" });
    savePendingAttempt(pending({ provider: "github", intent: "link" }));
    const methods = {
      hasPassword: true,
      socialAccounts: [{ provider: "github", email: "asha@example.com", linkedAt: "2025-01-01T00:00:00.000Z" }],
    };
    const fetch = stubFetch(() => jsonResponse(200, { success: true, data: methods }));
    const { router } = renderCallback("/auth/callback/github?code=c&state=state-from-start");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/user/social-accounts/github");
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: "Bearer access" });
    expect(await screen.findByText("GitHub is now linked to your account.")).toBeInTheDocument();
  });

  it("says so when the person declined at the provider, and changes nothing", async () => {
    savePendingAttempt(pending());
    const fetch = stubFetch(() => jsonResponse(200, session(true)));
    const { router } = renderCallback("/auth/callback/google?error=access_denied&state=state-from-start");
    expect(await screen.findByRole("heading", { name: "We couldn't sign you in" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("You cancelled signing in with Google. Nothing was changed.");
    expect(fetch).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(router.state.location.pathname).toBe("/auth/login");
  });

  // A callback that does not match leaves the real attempt in place: a forged link cannot cancel it.
  it.each([
    ["a state that differs from the one started", () => savePendingAttempt(pending({ state: "another-state" })), true],
    ["no attempt started in this tab", () => {}, false],
    ["an attempt started with another provider", () => savePendingAttempt(pending({ provider: "linkedin" })), true],
  ])("stops on %s", async (_case, arrange, attemptKept) => {
    arrange();
    const fetch = stubFetch(() => jsonResponse(200, session(true)));
    renderCallback("/auth/callback/google?code=forged&state=state-from-start");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This sign-in attempt doesn't match the one we started, so we stopped it for your safety. Please try again.",
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_KEY) !== null).toBe(attemptKept);
  });

  it("stops on an attempt started more than ten minutes ago, and drops it", async () => {
    savePendingAttempt(pending({ startedAt: Date.now() - 11 * 60 * 1000 }));
    const fetch = stubFetch(() => jsonResponse(200, session(true)));
    renderCallback("/auth/callback/google?code=late&state=state-from-start");
    expect(await screen.findByRole("alert")).toHaveTextContent("doesn't match the one we started");
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it("shows the API's sentence when the code is refused", async () => {
    savePendingAttempt(pending({ provider: "linkedin" }));
    stubFetch(() =>
      jsonResponse(422, {
        success: false,
        code: "SOCIAL_EMAIL_UNVERIFIED",
        message: "Your LinkedIn account has no verified email address, so we can't sign you in with it.",
      }),
    );
    renderCallback("/auth/callback/linkedin?code=c&state=state-from-start");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your LinkedIn account has no verified email address, so we can't sign you in with it.",
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("words a failed link as such and leads back to the profile", async () => {
    useAuthStore.getState().setAuth({ user: makeUser(), accessToken: "access", refreshToken: "refresh" });
    savePendingAttempt(pending({ provider: "github", intent: "link" }));
    stubFetch(() =>
      jsonResponse(409, {
        success: false,
        code: "SOCIAL_ACCOUNT_TAKEN",
        message: "This GitHub account is already linked to another Crewlance account.",
      }),
    );
    const { router } = renderCallback("/auth/callback/github?code=c&state=state-from-start");
    expect(await screen.findByRole("heading", { name: "We couldn't link GitHub" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This GitHub account is already linked to another Crewlance account.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Back to your profile" }));
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("answers Not found for a provider it does not know", async () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    renderCallback("/auth/callback/myspace?code=c&state=s");
    expect(screen.getByRole("heading", { name: "Not found" })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
