import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { screenRendered } from "@/lib/first-screen";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { RouteChangeUserRefresh } from "./user-refresh";

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().reset();
});

// One test only: "the first screen has painted" is module state, fresh for each test file.
describe("the user's refetch", () => {
  it("waits on load until the first screen has painted, then refetches at once on every route change", async () => {
    useAuthStore.getState().setTokens({ accessToken: "a-token", refreshToken: "a-refresh-token" });
    const fresh = makeUser({ fullName: "Fresh From Server" });
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: fresh }));
    const userRequests = () => fetchMock.mock.calls.filter(([url]) => new URL(String(url)).pathname === "/api/user");
    const { router } = renderRoutes([{ path: "*", element: <RouteChangeUserRefresh /> }], ["/dashboard"]);

    // Longer than the idle fallback (200 ms): nothing is asked for before a screen has painted.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(userRequests()).toHaveLength(0);

    act(() => screenRendered());
    await waitFor(() => expect(userRequests()).toHaveLength(1));
    await waitFor(() => expect(useAuthStore.getState().user?.fullName).toBe("Fresh From Server"));

    await act(() => router.navigate("/tasks"));
    await waitFor(() => expect(userRequests()).toHaveLength(2));
  });
});
