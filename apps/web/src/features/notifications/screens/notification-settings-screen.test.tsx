import { NOTIFICATION_GROUPS } from "@crewlance/contracts/notification-groups";
import { ESSENTIAL_REASON, isEssential } from "@crewlance/contracts/notification-preferences";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import NotificationSettingsScreen from "./notification-settings-screen";
import UnsubscribeScreen from "./unsubscribe-screen";

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse(200, { success: true, data });
const failure = (status: number, message: string) =>
  jsonResponse(status, { success: false, code: "BAD_REQUEST", message });

const PREFERENCES = {
  groups: NOTIFICATION_GROUPS.map((group) => ({
    group,
    essential: isEssential(group, "email"),
    channels: { in_app: true, email: true, push: true },
  })),
  digest: "daily",
  timeZone: "Asia/Kolkata",
};

function render(path: string, routes: Record<string, (init: RequestInit) => Response>, signedIn = true) {
  const mock = stubFetch((input, init) => {
    const key = `${init.method ?? "GET"} ${new URL(input).pathname.replace(/^\/api/, "")}`;
    return routes[key]?.(init) ?? failure(404, `No stub for ${key}.`);
  });
  if (signedIn) {
    useAuthStore.getState().setAuth({
      user: makeUser({ emailVerified: true, onboardingCompleted: true }),
      accessToken: "access",
      refreshToken: "refresh",
    });
  } else useAuthStore.getState().reset();
  renderRoutes(
    [
      { path: "/settings/notifications", element: <NotificationSettingsScreen /> },
      { path: "/unsubscribe", element: <UnsubscribeScreen /> },
    ],
    [path],
  );
  return mock;
}

describe("the notification settings screen", () => {
  it("shows security and money on and locked with the reason, and saves a switch", async () => {
    const sent: unknown[] = [];
    render("/settings/notifications", {
      "GET /notification-preferences": () => ok(PREFERENCES),
      "PATCH /notification-preferences": (init) => {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return ok({
          ...PREFERENCES,
          groups: PREFERENCES.groups.map((row) =>
            row.group === "teams" ? { ...row, channels: { ...row.channels, email: false } } : row,
          ),
        });
      },
    });
    const locked = await screen.findByRole("switch", { name: "Account and security: Email" });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAttribute("aria-checked", "true");
    expect(locked).toHaveAccessibleDescription(`${ESSENTIAL_REASON} Those switches stay on.`);
    expect(screen.getByRole("switch", { name: "Projects and money: Push" })).toBeEnabled();

    const teams = screen.getByRole("switch", { name: "Teams: Email" });
    await userEvent.click(teams);
    expect(sent).toEqual([{ changes: [{ group: "teams", channel: "email", enabled: false }] }]);
    expect(await screen.findByRole("switch", { name: "Teams: Email", checked: false })).toBeInTheDocument();
    expect(screen.getByLabelText("How often")).toHaveValue("daily");
    expect(screen.getByLabelText("Your time zone")).toHaveValue("Asia/Kolkata");
  });
});

describe("the unsubscribe page", () => {
  it("says what the link turns off, turns it off, and links to the settings", async () => {
    render(
      "/unsubscribe?token=abc.def",
      {
        "GET /unsubscribe": () => ok({ kind: "digest", group: null, description: "The daily or weekly digest email" }),
        "POST /unsubscribe": () => ok({ kind: "digest", group: null, description: "The daily or weekly digest email" }),
      },
      false,
    );
    expect(await screen.findByText("The daily or weekly digest email")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Turn it off" }));
    expect(await screen.findByRole("heading", { name: "You are unsubscribed" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open your notification settings" })).toHaveAttribute(
      "href",
      "/settings/notifications",
    );
  });

  it("says a forged link does not work, in the API's sentence", async () => {
    render(
      "/unsubscribe?token=forged",
      { "GET /unsubscribe": () => failure(400, "This unsubscribe link is not valid.") },
      false,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("This unsubscribe link is not valid.");
  });
});
