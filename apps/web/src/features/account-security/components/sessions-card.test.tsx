import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, officePc, ok, phone, renderSecurityScreen, thisLaptop } from "../testing";
import { lastActiveText } from "./session-times";

afterEach(() => vi.unstubAllGlobals());

const devices = () => within(screen.getByRole("list", { name: "Devices" })).getAllByRole("listitem");

describe("where you're signed in", () => {
  it("lists each device with where and when, this one first and marked", async () => {
    renderSecurityScreen({ "GET /auth/sessions": () => ok({ items: [phone, officePc, thisLaptop] }) });
    await screen.findByText("Firefox 133 on Linux");
    const [mine, office, iphone] = devices() as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(mine).getByText("Firefox 133 on Linux")).toBeInTheDocument();
    expect(within(mine).getByText("This device")).toBeInTheDocument();
    expect(within(mine).getByText("203.0.113.7")).toBeInTheDocument();
    expect(within(mine).getByText("Signed in 20 Nov 2026")).toBeInTheDocument();
    expect(within(mine).getByText("Last active just now")).toBeInTheDocument();
    expect(within(mine).queryByRole("button")).not.toBeInTheDocument();

    expect(within(office).getByText("Chrome 131 on Windows")).toBeInTheDocument();
    expect(within(office).getByText("Last active 5 minutes ago")).toBeInTheDocument();
    expect(within(office).queryByText("This device")).not.toBeInTheDocument();
    expect(within(office).getByRole("button", { name: "Sign out of Chrome 131 on Windows" })).toBeInTheDocument();

    expect(within(iphone).getByText("Safari on iOS 18")).toBeInTheDocument();
    expect(within(iphone).getByText("2001:db8::1")).toBeInTheDocument();
    expect(within(iphone).getByText("Last active 3 Oct 2026")).toBeInTheDocument();
  });

  it("signs one other device out after asking, then refreshes the list", async () => {
    let sessions = [thisLaptop, officePc, phone];
    const { calls } = renderSecurityScreen({
      "GET /auth/sessions": () => ok({ items: sessions }),
      [`DELETE /auth/sessions/${officePc.id}`]: () => {
        sessions = [thisLaptop, phone];
        return ok({ signedOut: 1 });
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Sign out of Chrome 131 on Windows" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out of Chrome 131 on Windows?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign out" }));

    expect(await screen.findByText("Signed out of Chrome 131 on Windows.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Chrome 131 on Windows")).not.toBeInTheDocument());
    expect(devices()).toHaveLength(2);
    expect(calls(`DELETE /auth/sessions/${officePc.id}`)).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the API's sentence when that device is already gone", async () => {
    let sessions = [thisLaptop, officePc];
    renderSecurityScreen({
      "GET /auth/sessions": () => ok({ items: sessions }),
      [`DELETE /auth/sessions/${officePc.id}`]: () => {
        sessions = [thisLaptop];
        return failure(404, "NOT_FOUND", "No such session.");
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Sign out of Chrome 131 on Windows" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out of Chrome 131 on Windows?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign out" }));
    expect(await within(dialog).findByText("No such session.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(devices()).toHaveLength(1));
  });

  it("signs every other device out after asking, and says how many", async () => {
    let sessions = [thisLaptop, officePc, phone];
    const { calls } = renderSecurityScreen({
      "GET /auth/sessions": () => ok({ items: sessions }),
      "POST /auth/sessions/sign-out-others": () => {
        sessions = [thisLaptop];
        return ok({ signedOut: 2 });
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Sign out of all other devices" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out of all other devices?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign out of all" }));

    expect(await screen.findByText("Signed out of 2 other devices.")).toBeInTheDocument();
    await waitFor(() => expect(devices()).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Sign out of all other devices" })).not.toBeInTheDocument();
    expect(calls("POST /auth/sessions/sign-out-others")).toHaveLength(1);
  });

  it("offers no sign-out when this is the only device", async () => {
    renderSecurityScreen({ "GET /auth/sessions": () => ok({ items: [thisLaptop] }) });
    await screen.findByText("Firefox 133 on Linux");
    expect(screen.queryByRole("button", { name: /sign out/i })).not.toBeInTheDocument();
  });

  it("shows the API's sentence when the list can't load", async () => {
    renderSecurityScreen({
      "GET /auth/sessions": () => failure(403, "FORBIDDEN", "Sign in again to see your devices."),
    });
    expect(await screen.findByText("Sign in again to see your devices.")).toBeInTheDocument();
  });
});

describe("last active", () => {
  const now = Date.parse("2026-11-29T12:00:00.000Z");
  it("is relative within a week and a day after", () => {
    expect(lastActiveText("2026-11-29T11:00:00.000Z", now)).toBe("Last active 1 hour ago");
    expect(lastActiveText("2026-11-27T12:00:00.000Z", now)).toBe("Last active 2 days ago");
    expect(lastActiveText("2026-11-01T12:00:00.000Z", now)).toBe("Last active 1 Nov 2026");
  });
});

describe("an expired access token", () => {
  it("is renewed once and the list asked again, though the route sits under /auth/", async () => {
    let refreshed = false;
    const { calls } = renderSecurityScreen({
      "GET /auth/sessions": (init) =>
        new Headers(init.headers).get("Authorization") === "Bearer renewed"
          ? ok({ items: [thisLaptop] })
          : failure(401, "SESSION_EXPIRED", "Your session has expired. Please sign in again."),
      "POST /auth/refresh": () => {
        refreshed = true;
        return ok({ accessToken: "renewed", refreshToken: "renewed-refresh" });
      },
    });
    expect(await screen.findByText("Firefox 133 on Linux")).toBeInTheDocument();
    expect(refreshed).toBe(true);
    expect(calls("GET /auth/sessions")).toHaveLength(2);
  });
});
