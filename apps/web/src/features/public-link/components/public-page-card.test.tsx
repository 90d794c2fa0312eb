import type { TPublicPage } from "@crewlance/contracts/handles";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { PublicPageCard } from "../index";

const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, data, message });
const TAKEN = "That handle is taken. Choose another one.";

type Call = { key: string; body: unknown };
function render(routes: Record<string, (body: Record<string, string>, url: URL) => Response>) {
  const calls: Call[] = [];
  stubFetch((input, init) => {
    const url = new URL(input);
    const key = `${init.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const route = routes[key];
    return route
      ? route(body ?? {}, url)
      : jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
  });
  useAuthStore.getState().setAuth({
    user: makeUser({ emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  renderRoutes([{ path: "/profile", element: <PublicPageCard /> }], ["/profile"]);
  return calls;
}

const card = () => screen.getByRole("region", { name: "Public page" });
const handleField = () => within(card()).getByLabelText("Handle");
const TAKEN_BY_OTHERS = new Set(["asha"]);
const availability = (_body: unknown, url: URL) => {
  const handle = url.searchParams.get("handle") ?? "";
  return ok(TAKEN_BY_OTHERS.has(handle) ? { handle, available: false, reason: TAKEN } : { handle, available: true });
};

afterEach(() => vi.unstubAllGlobals());

describe("public page card", () => {
  it("chooses a handle with a live answer, then saves it with the visibility and offers the link", async () => {
    let saved: TPublicPage = { handle: null, visibility: "PUBLIC", url: null };
    const calls = render({
      "GET /users/me/public-page": () => ok(saved),
      "GET /handles/availability": availability,
      "PUT /users/me/public-page": (body) => {
        if (TAKEN_BY_OTHERS.has(body.handle!)) {
          return jsonResponse(409, {
            success: false,
            code: "CONFLICT",
            message: TAKEN,
            errors: [{ path: "handle", message: TAKEN }],
          });
        }
        saved = {
          handle: body.handle!,
          visibility: body.visibility as TPublicPage["visibility"],
          url: `https://crewlance.example/u/${body.handle}`,
        };
        return ok(saved, "Your public page has been saved.");
      },
    });
    await within(card()).findByLabelText("Handle");
    expect(within(card()).getByRole("radio", { name: /^Public/ })).toBeChecked();
    expect(within(card()).getByText(/search engines can list it/)).toBeInTheDocument();

    await userEvent.type(handleField(), "Asha");
    expect(await within(card()).findByText(TAKEN)).toBeInTheDocument();
    await userEvent.clear(handleField());
    await userEvent.type(handleField(), "a-");
    expect(within(card()).getByText("A handle needs at least 3 characters.")).toBeInTheDocument();
    await userEvent.clear(handleField());
    await userEvent.type(handleField(), "asha-k");
    expect(await within(card()).findByText("This handle is available.")).toBeInTheDocument();
    expect(within(card()).getByText(`${window.location.origin}/u/asha-k`)).toBeInTheDocument();

    await userEvent.click(within(card()).getByRole("radio", { name: /Signed-in members only/ }));
    await userEvent.click(within(card()).getByRole("button", { name: "Save public page" }));
    expect(await within(card()).findByText("https://crewlance.example/u/asha-k")).toBeInTheDocument();
    expect(calls.find((call) => call.key === "PUT /users/me/public-page")?.body).toEqual({
      handle: "asha-k",
      visibility: "SIGNED_IN",
    });
    expect(await screen.findByText("Your public page has been saved.")).toBeInTheDocument();
    expect(within(card()).getByText("This is your handle now.")).toBeInTheDocument();

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(within(card()).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith("https://crewlance.example/u/asha-k");
    expect(await screen.findByText("Link copied.")).toBeInTheDocument();
  });

  it("shows the server's refusal on the handle field", async () => {
    render({
      "GET /users/me/public-page": () => ok({ handle: null, visibility: "PUBLIC", url: null }),
      // The lookup has not answered yet when the person saves: the server is the judge.
      "GET /handles/availability": () => ok({ handle: "asha", available: true }),
      "PUT /users/me/public-page": () =>
        jsonResponse(409, {
          success: false,
          code: "CONFLICT",
          message: TAKEN,
          errors: [{ path: "handle", message: TAKEN }],
        }),
    });
    await userEvent.type(await within(card()).findByLabelText("Handle"), "asha");
    await userEvent.click(within(card()).getByRole("button", { name: "Save public page" }));
    await waitFor(() => expect(handleField()).toHaveAttribute("aria-invalid", "true"));
    expect(within(card()).getByRole("alert")).toHaveTextContent(TAKEN);
  });

  it("says what failed and offers to try again when the page cannot be read", async () => {
    render({
      "GET /users/me/public-page": () =>
        jsonResponse(503, { success: false, code: "SERVICE_UNAVAILABLE", message: "Try again in a moment." }),
    });
    expect(await within(card()).findByText("Try again in a moment.")).toBeInTheDocument();
    expect(within(card()).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
