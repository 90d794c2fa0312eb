import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { savePendingAttempt } from "@/lib/social/pending-attempt";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { stub } from "../testing";
import AuthScreen from "./auth-screen";
import SocialCallbackScreen from "./social-callback-screen";

// Two-factor sign-in (decision 0094): a sign-in answers a challenge, the code step trades it for the session.

const CHALLENGE = {
  secondFactorRequired: true,
  challengeToken: "challenge-1",
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
};
const user = makeUser({ emailVerified: true, onboardingCompleted: true, phoneVerified: true });
const session = { user, accessToken: "access", refreshToken: "refresh", isNewUser: false };
const ok = (data: unknown) => jsonResponse(200, { success: true, data });
const wrongCode = () =>
  jsonResponse(422, {
    success: false,
    code: "CODE_INVALID",
    message: "That code didn't work.",
    errors: [{ path: "code", message: "That code didn't work. Check your app and try again." }],
  });

type Routes = Record<string, (body: Record<string, unknown>) => Response>;
function stubApi(routes: Routes) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  stubFetch((url, init) => {
    const path = new URL(url).pathname.replace(/^\/api/, "");
    const body = JSON.parse(String(init.body ?? "{}"));
    calls.push({ path, body });
    const route = routes[path];
    return route
      ? route(body)
      : jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${path}.` });
  });
  return calls;
}

const routes = [
  { path: "/auth/login", element: <AuthScreen /> },
  { path: "/auth/callback/:provider", element: <SocialCallbackScreen /> },
  stub("/dashboard"),
  stub("/onboarding"),
  stub("/email-verification"),
  stub("/project-management/:id"),
];

async function signInWithPassword() {
  await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "Secret-pass-123");
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

beforeEach(() => useAuthStore.getState().reset());
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the second step of a sign-in", () => {
  it("asks for the code after the password, shows a wrong code under the field, then lands where the sign-in was sent from", async () => {
    let tries = 0;
    const calls = stubApi({
      "/auth/login": () => ok(CHALLENGE),
      "/auth/two-factor/verify": () => (++tries === 1 ? wrongCode() : ok(session)),
    });
    const { router } = renderRoutes(routes, ["/auth/login?next=%2Fproject-management%2F42"]);
    await signInWithPassword();

    expect(await screen.findByRole("heading", { name: "Enter your sign-in code" })).toBeInTheDocument();
    const code = await screen.findByLabelText("Code");
    expect(code).toHaveFocus();
    expect(screen.getByText("Open your authenticator app, or use one of your recovery codes.")).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter the 6-digit code from your app or a recovery code.")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/auth/two-factor/verify")).toHaveLength(0);

    await userEvent.type(code, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("That code didn't work. Check your app and try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Code")).toHaveValue("");

    await userEvent.type(screen.getByLabelText("Code"), " k7mq2-x9fpd ");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/project-management/42"));
    expect(calls.filter((call) => call.path === "/auth/two-factor/verify").map((call) => call.body)).toEqual([
      { challengeToken: "challenge-1", code: "123456" },
      { challengeToken: "challenge-1", code: "k7mq2-x9fpd" },
    ]);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: "access", user });
  });

  it("says when the sign-in has ended, and starts again from the sign-in form", async () => {
    stubApi({
      "/auth/login": () => ok(CHALLENGE),
      "/auth/two-factor/verify": () =>
        jsonResponse(401, { success: false, code: "UNAUTHORIZED", message: "This sign-in has ended. Sign in again." }),
    });
    const { router } = renderRoutes(routes, ["/auth/login"]);
    await signInWithPassword();
    await userEvent.type(await screen.findByLabelText("Code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findAllByText("This sign-in has ended. Sign in again.")).length).toBeGreaterThan(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);

    await userEvent.click(screen.getByRole("link", { name: "Start again" }));
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/login");
  });

  it("asks for the code after a phone sign-in too", async () => {
    stubApi({
      "/auth/mobile/send-otp": () =>
        jsonResponse(200, {
          success: true,
          message: "We sent a 6-digit code to +919800000001.",
          data: {
            expiresAt: new Date(Date.now() + 600_000).toISOString(),
            resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
          },
        }),
      "/auth/mobile/verify-otp": () => ok(CHALLENGE),
      "/auth/two-factor/verify": () => ok(session),
    });
    const { router } = renderRoutes(routes, ["/auth/login?method=phone"]);
    await userEvent.type(await screen.findByLabelText("Phone number"), "+91 98000 00001");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    await userEvent.type(await screen.findByLabelText("Verification code"), "482913");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { name: "Enter your sign-in code" })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText("Code"), "654321");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(useAuthStore.getState().accessToken).toBe("access");
  });

  it("asks for the code on the social callback screen, then goes on as that sign-in would have", async () => {
    savePendingAttempt({
      provider: "google",
      state: "state-from-start",
      codeVerifier: "v".repeat(43),
      intent: "signin",
      startedAt: Date.now(),
      returnTo: "/project-management/7",
    });
    stubApi({
      "/auth/google": () => ok(CHALLENGE),
      "/auth/two-factor/verify": () => ok(session),
    });
    const { router } = renderRoutes(routes, ["/auth/callback/google?code=c&state=state-from-start"]);
    expect(await screen.findByRole("heading", { name: "Enter your sign-in code" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start again" })).toHaveAttribute(
      "href",
      "/auth/login?next=%2Fproject-management%2F7",
    );
    await userEvent.type(screen.getByLabelText("Code"), "654321");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/project-management/7"));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: "access" });
  });
});
