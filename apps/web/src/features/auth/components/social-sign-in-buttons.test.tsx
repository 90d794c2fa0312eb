import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PENDING_KEY } from "@/lib/social/pending-attempt";
import { codeChallengeS256 } from "@/lib/social/pkce";
import { renderRoutes } from "@/test/render";
import { SocialSignInButtons } from "./social-sign-in-buttons";

// Google and GitHub are configured for this build; LinkedIn is not.
vi.mock("@/config", async (importOriginal) => {
  const { config } = await importOriginal<typeof import("@/config")>();
  return {
    config: {
      ...config,
      googleClientId: "crewlance-google",
      githubClientId: "crewlance-github",
      githubAuthorizeUrl: "http://127.0.0.1:3193/login/oauth/authorize",
    },
  };
});

const assign = vi.fn();
beforeEach(() => vi.stubGlobal("location", { ...window.location, assign }));
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
  sessionStorage.clear();
});

const renderButtons = () => renderRoutes([{ path: "/auth/login", element: <SocialSignInButtons /> }], ["/auth/login"]);

describe("social sign-in buttons", () => {
  it("shows one button per provider", () => {
    renderButtons();
    for (const name of ["Google", "LinkedIn", "GitHub"]) {
      expect(screen.getByRole("button", { name: `Continue with ${name}` })).toBeEnabled();
    }
  });

  it("sends the browser to Google's authorize URL with the client id, redirect URI, state and S256 challenge", async () => {
    renderButtons();
    await userEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));

    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null");
    expect(pending).toMatchObject({ provider: "google", intent: "signin" });
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "crewlance-google",
      redirect_uri: "http://localhost:3000/auth/callback/google",
      scope: "openid email profile",
      state: pending.state,
      code_challenge: await codeChallengeS256(pending.codeVerifier),
      code_challenge_method: "S256",
    });
    expect(pending.state).not.toBe(pending.codeVerifier);
  });

  it("uses the configured authorize URL and GitHub's scopes", async () => {
    renderButtons();
    await userEvent.click(screen.getByRole("button", { name: "Continue with GitHub" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe("http://127.0.0.1:3193/login/oauth/authorize");
    expect(url.searchParams.get("scope")).toBe("read:user user:email");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/callback/github");
  });

  it("says a provider without a client id is not set up, and stays on the page", async () => {
    renderButtons();
    await userEvent.click(screen.getByRole("button", { name: "Continue with LinkedIn" }));
    // Under the buttons, where it stays, as well as in the passing toast.
    expect(await screen.findByRole("alert")).toHaveTextContent("Sign-in with LinkedIn is not set up on this server.");
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(screen.getByRole("button", { name: "Continue with LinkedIn" })).toBeEnabled();
  });
});
