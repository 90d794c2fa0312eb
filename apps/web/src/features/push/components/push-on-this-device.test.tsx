import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { PushOnThisDevice } from "./push-on-this-device";

/*
 * The test DOM (happy-dom) has no service worker or push manager: the browser's side is stood in for here, and the
 * push journey (e2e/push.spec.ts) runs the real one in Chromium.
 */

const ok = (status: number, data: unknown) => jsonResponse(status, { success: true, data });
const KEY = "BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

function fakeSubscription(endpoint: string) {
  return {
    endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint, keys: { p256dh: "p256dh-key", auth: "auth-secret" } }),
    unsubscribe: vi.fn(async () => true),
  };
}

function browserWithPush(options: { permission: NotificationPermission; registered?: boolean; subscribed?: boolean }) {
  let subscription = options.subscribed ? fakeSubscription("https://push.example.com/1") : null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      subscription = fakeSubscription("https://push.example.com/1");
      return subscription;
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission: options.permission,
    requestPermission: vi.fn(async () => notification.permission),
  };
  vi.stubGlobal("PushManager", function PushManager() {});
  vi.stubGlobal("Notification", notification);
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: async () => (options.registered === false ? undefined : registration),
      ready: new Promise(() => {}),
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
  return { pushManager, notification, unsubscribed: () => subscription?.unsubscribe };
}

function renderCard(routes: Record<string, () => Response> = {}) {
  const mock = stubFetch((input, init) => {
    const key = `${init.method ?? "GET"} ${new URL(input).pathname.replace(/^\/api/, "")}`;
    return routes[key]?.() ?? (key === "GET /push/subscriptions" ? ok(200, { items: [] }) : jsonResponse(404, {}));
  });
  renderRoutes([{ path: "/", element: <PushOnThisDevice /> }], ["/"]);
  return mock;
}

beforeEach(() => {
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "FREELANCER", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("push notifications on this device", () => {
  it("says when the browser cannot receive them", async () => {
    renderCard();
    expect(await screen.findByText("This browser cannot receive push notifications.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says when no service worker runs (the development server)", async () => {
    browserWithPush({ permission: "default", registered: false });
    renderCard();
    expect(await screen.findByText(/need the app's service worker/)).toBeInTheDocument();
  });

  it("says how to unblock notifications the browser blocks", async () => {
    browserWithPush({ permission: "denied" });
    renderCard();
    expect(await screen.findByText(/Notifications are blocked for Crewlance/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("asks permission, subscribes with the server's key and saves the subscription", async () => {
    const browser = browserWithPush({ permission: "default" });
    browser.notification.requestPermission.mockImplementation(async () => {
      browser.notification.permission = "granted";
      return "granted";
    });
    const mock = renderCard({
      "GET /push/public-key": () => ok(200, { publicKey: KEY }),
      "POST /push/subscriptions": () =>
        ok(201, { id: "d1", deviceLabel: "Chrome 131 on Linux", createdAt: "2026-11-30T04:00:00Z", lastUsedAt: null }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Turn on push notifications" }));
    expect(
      await screen.findByText("Push notifications are on for this browser.", { selector: "p" }),
    ).toBeInTheDocument();
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    const post = mock.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(sentBody(mock, post)).toEqual({
      endpoint: "https://push.example.com/1",
      keys: { p256dh: "p256dh-key", auth: "auth-secret" },
      expirationTime: null,
    });
    expect(screen.getByRole("button", { name: "Turn off" })).toBeInTheDocument();
  });

  it("keeps push off with a sentence when permission is not given", async () => {
    const browser = browserWithPush({ permission: "default" });
    renderCard();
    await userEvent.click(await screen.findByRole("button", { name: "Turn on push notifications" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Notifications were not allowed, so push stays off. Allow them when the browser asks.",
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("turns off: the server forgets the endpoint, then the browser unsubscribes", async () => {
    const browser = browserWithPush({ permission: "granted", subscribed: true });
    const mock = renderCard({
      "DELETE /push/subscriptions": () => ok(200, { message: "Push notifications are off for this browser." }),
    });
    const unsubscribe = browser.unsubscribed();
    await userEvent.click(await screen.findByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(unsubscribe).toHaveBeenCalled());
    const del = mock.mock.calls.findIndex(([, init]) => init?.method === "DELETE");
    expect(sentBody(mock, del)).toEqual({ endpoint: "https://push.example.com/1" });
  });
});
