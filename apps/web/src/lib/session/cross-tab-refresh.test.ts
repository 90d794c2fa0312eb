import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, stubFetch } from "@/test/render";

type Tab = {
  apiClient: typeof import("@/lib/api-client").apiClient;
  useAuthStore: typeof import("@/lib/session/auth-store").useAuthStore;
};

/** A tab: its own copy of the client and the session store, over the local storage every tab shares. */
async function openTab(): Promise<Tab> {
  vi.resetModules();
  const [{ apiClient }, { useAuthStore }] = await Promise.all([
    import("@/lib/api-client"),
    import("@/lib/session/auth-store"),
  ]);
  return { apiClient, useAuthStore };
}

/** Web Locks as the browser grants them: one holder of a name at a time, the others in turn. */
function installWebLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = (_name: string, callback: () => Promise<unknown>) => {
    const granted = tail.then(callback);
    tail = granted.catch(() => undefined);
    return granted;
  };
  Object.defineProperty(navigator, "locks", { value: { request }, configurable: true });
}

/** The API: the stale pair is refused, and the first refresh with it answers the new pair. */
function stubApi() {
  let served = 0;
  return stubFetch(async (url, init) => {
    const token = new Headers(init.headers).get("Authorization");
    if (url.endsWith("/auth/refresh")) {
      served += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return served === 1
        ? jsonResponse(200, { success: true, data: { accessToken: "access-2", refreshToken: "refresh-2" } })
        : jsonResponse(401, { success: false, code: "TOKEN_INVALID", message: "This sign-in was already used." });
    }
    if (token === "Bearer access-2") return jsonResponse(200, { success: true, data: { ok: true } });
    return jsonResponse(401, { success: false, code: "TOKEN_INVALID", message: "Your session has expired." });
  });
}

function storeSession(accessToken: string, refreshToken: string) {
  const user = makeUser();
  localStorage.setItem(
    "authData",
    JSON.stringify({
      state: { user, accessToken, refreshToken, isAuthenticated: true, isAdmin: false },
      version: 0,
    }),
  );
}

beforeEach(() => installWebLocks());
afterEach(() => {
  Reflect.deleteProperty(navigator, "locks");
  vi.unstubAllGlobals();
});

describe("a session shared by tabs", () => {
  it("is refreshed once when two tabs find their access token expired together; both carry on", async () => {
    storeSession("access-1", "refresh-1");
    const first = await openTab();
    const second = await openTab();
    const fetchMock = stubApi();

    const answers = await Promise.all([first.apiClient.get("/user"), second.apiClient.get("/user")]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/auth/refresh"));
    expect(refreshes).toHaveLength(1);
    for (const tab of [first, second]) {
      expect(tab.useAuthStore.getState()).toMatchObject({
        accessToken: "access-2",
        refreshToken: "refresh-2",
        isAuthenticated: true,
      });
    }
  });

  it("takes a pair another tab stored long ago and refreshes it when its access token has expired too", async () => {
    storeSession("access-0", "refresh-0");
    const tab = await openTab();
    // Another tab rotated refresh-0 earlier; its access token has expired since.
    storeSession("access-1", "refresh-1");
    const fetchMock = stubApi();

    const answer = await tab.apiClient.get("/user");

    expect(answer.status).toBe(200);
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/auth/refresh"));
    expect(refreshes.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ refreshToken: "refresh-1" }]);
    expect(tab.useAuthStore.getState().refreshToken).toBe("refresh-2");
  });
});
