import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { makeStanding, makeStandingAction } from "@/test/safety-fixtures";
import { stub } from "../testing";
import AuthScreen from "./auth-screen";

beforeEach(() => useAuthStore.getState().reset());
afterEach(() => vi.unstubAllGlobals());

const SUSPENDED = makeStanding({
  state: "SUSPENDED",
  actions: [
    makeStandingAction({
      kind: "SUSPEND",
      rule: "SCAM_FRAUD",
      ruleLabel: "No scams or fraud",
      ruleLink: "/help?article=community-rules#scam-fraud",
      until: null,
      affects: ["You can't sign in.", "Money in escrow keeps its rules: auto-approval and disputes go on."],
    }),
  ],
});

function stubServer(appealToken: string | undefined) {
  return stubFetch((url, init) => {
    const key = `${init.method ?? "GET"} ${new URL(url).pathname.replace(/^\/api/, "")}`;
    if (key === "POST /auth/login")
      return jsonResponse(403, {
        success: false,
        code: "ACCOUNT_SUSPENDED",
        message: "This account has been suspended.",
        ...(appealToken ? { appealToken } : {}),
      });
    if (key === "GET /safety/standing") return jsonResponse(200, { success: true, data: SUSPENDED });
    if (key === "POST /safety/appeals")
      return jsonResponse(201, { success: true, data: makeStandingAction({ canAppeal: false }), message: "Sent." });
    return jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
  });
}

async function signIn() {
  renderRoutes([{ path: "/auth/login", element: <AuthScreen /> }, stub("/dashboard")], ["/auth/login"]);
  await userEvent.type(screen.getByLabelText("Email"), "ravi@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "password123");
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

const authorizationOf = (mock: ReturnType<typeof stubFetch>, path: string) =>
  mock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => new Headers(init?.headers).get("Authorization"));

describe("a suspended person signing in", () => {
  it("reads why with the appeal token and appeals with it, never holding a session", async () => {
    const mock = stubServer("appeal-token-1");
    await signIn();
    expect(await screen.findByRole("heading", { name: "Your account is suspended" })).toBeInTheDocument();
    const card = await screen.findByRole("article");
    expect(within(card).getByRole("link", { name: "No scams or fraud" })).toHaveAttribute(
      "href",
      "/help?article=community-rules#scam-fraud",
    );
    expect(within(card).getByText("Until an admin lifts it")).toBeInTheDocument();
    expect(authorizationOf(mock, "/safety/standing")).toEqual(["Bearer appeal-token-1"]);

    await userEvent.type(within(card).getByLabelText("Your appeal"), "I have never asked anyone for money.");
    await userEvent.click(within(card).getByRole("button", { name: "Send appeal" }));
    await waitFor(() => expect(authorizationOf(mock, "/safety/appeals")).toEqual(["Bearer appeal-token-1"]));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("without a token says only that the account is suspended, and goes back to the form", async () => {
    const mock = stubServer(undefined);
    await signIn();
    expect(await screen.findByRole("heading", { name: "Your account is suspended" })).toBeInTheDocument();
    expect(screen.getByText("You can't sign in while your account is suspended.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
    expect(authorizationOf(mock, "/safety/standing")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(await screen.findByLabelText("Email")).toBeInTheDocument();
  });
});
