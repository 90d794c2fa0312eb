import type { TAccountSession } from "@crewlance/contracts/account";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { AccountSecurityScreen } from "./screens/account-security-screen";

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });
export const failure = (
  status: number,
  code: string,
  message: string,
  errors?: Array<{ path: string; message: string }>,
) => jsonResponse(status, { success: false, code, message, errors });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const thisLaptop: TAccountSession = {
  id: "11111111-1111-4111-8111-111111111111",
  browser: "Firefox 133",
  system: "Linux",
  ip: "203.0.113.7",
  signedInAt: "2026-11-20T09:30:00.000Z",
  lastSeenAt: minutesAgo(0),
  current: true,
};
export const officePc: TAccountSession = {
  id: "22222222-2222-4222-8222-222222222222",
  browser: "Chrome 131",
  system: "Windows",
  ip: "198.51.100.23",
  signedInAt: "2026-11-18T08:00:00.000Z",
  lastSeenAt: minutesAgo(5),
  current: false,
};
export const phone: TAccountSession = {
  id: "33333333-3333-4333-8333-333333333333",
  browser: "Safari",
  system: "iOS 18",
  ip: "2001:db8::1",
  signedInAt: "2026-10-02T18:00:00.000Z",
  lastSeenAt: "2026-10-03T18:00:00.000Z",
  current: false,
};

type Routes = Record<string, (init: RequestInit) => Response>;

/** /account/security with the API answered by `routes` ("METHOD /path" without /api); others get 404. */
export function renderSecurityScreen(routes: Routes) {
  const mock = stubFetch((input, init) => {
    const key = `${init.method ?? "GET"} ${new URL(input).pathname.replace(/^\/api/, "")}`;
    const route = routes[key];
    return route ? route(init) : failure(404, "NOT_FOUND", `No stub for ${key}.`);
  });
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "FREELANCER", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  renderRoutes(
    [
      { path: "/account/security", element: <AccountSecurityScreen /> },
      { path: "/forget-password", element: <p>Forgot password screen</p> },
    ],
    ["/account/security"],
  );
  const calls = (key: string) =>
    mock.mock.calls.filter(
      ([input, init]) => `${init?.method ?? "GET"} ${new URL(String(input)).pathname.replace(/^\/api/, "")}` === key,
    );
  return { mock, calls };
}
