import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { TwoFactorCard } from "../index";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, n) => `k7mq${n}-x9fp${n}`);
const NEW_CODES = Array.from({ length: 10 }, (_, n) => `n3wc${n}-d3zz${n}`);
const ok = (data: unknown) => jsonResponse(200, { success: true, data });
const wrongCode = () =>
  jsonResponse(422, {
    success: false,
    code: "CODE_INVALID",
    message: "That code didn't work.",
    errors: [{ path: "code", message: "That code didn't work. Check your app and try again." }],
  });

type Call = { key: string; body: unknown };
function render(routes: Record<string, (body: { code?: string }) => Response>) {
  const calls: Call[] = [];
  stubFetch((input, init) => {
    const key = `${init.method ?? "GET"} ${new URL(input).pathname.replace(/^\/api/, "")}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const route = routes[key];
    return route
      ? route(body ?? {})
      : jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
  });
  useAuthStore.getState().setAuth({
    user: makeUser({ emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  renderRoutes([{ path: "/account/security", element: <TwoFactorCard /> }], ["/account/security"]);
  return calls;
}

const card = () => screen.getByRole("region", { name: "Two-factor sign-in" });

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => "blob:codes"), revokeObjectURL: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe("two-factor sign-in card", () => {
  it("turns on with a code from the app and shows the ten recovery codes once", async () => {
    let status = { enabled: false, enabledAt: null as string | null, recoveryCodesLeft: 0 };
    const calls = render({
      "GET /auth/two-factor": () => ok(status),
      "POST /auth/two-factor/setup": () =>
        ok({
          secret: SECRET,
          otpauthUrl: `otpauth://totp/Crewlance:asha?secret=${SECRET}`,
          qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
        }),
      "POST /auth/two-factor/enable": ({ code }) => {
        if (code !== "482913") return wrongCode();
        status = { enabled: true, enabledAt: "2026-11-29T09:30:00.000Z", recoveryCodesLeft: 10 };
        return ok({ recoveryCodes: CODES });
      },
    });
    expect(await within(card()).findByText("Off")).toBeInTheDocument();
    await userEvent.click(within(card()).getByRole("button", { name: "Turn on" }));

    const qr = await within(card()).findByRole("img", { name: "QR code for your authenticator app" });
    expect(qr).toHaveAttribute("src", "data:image/svg+xml;base64,PHN2Zy8+");
    expect(within(card()).getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();
    expect(within(card()).getByRole("button", { name: "Copy" })).toBeInTheDocument();

    await userEvent.click(within(card()).getByRole("button", { name: "Turn on" }));
    expect(
      await within(card()).findByText("Enter the 6-digit code from your app or a recovery code."),
    ).toBeInTheDocument();
    await userEvent.type(within(card()).getByLabelText("Code from the app"), "111111");
    await userEvent.click(within(card()).getByRole("button", { name: "Turn on" }));
    expect(await within(card()).findByText("That code didn't work. Check your app and try again.")).toBeInTheDocument();
    expect(within(card()).getByLabelText("Code from the app")).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(within(card()).getByLabelText("Code from the app"), "482913");
    await userEvent.click(within(card()).getByRole("button", { name: "Turn on" }));
    const list = await within(card()).findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);

    await userEvent.click(within(card()).getByRole("button", { name: "Download" }));
    const saved = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    const text = await saved.text();
    for (const code of CODES) expect(text).toContain(code);

    await userEvent.click(within(card()).getByRole("button", { name: "I saved them" }));
    expect(await within(card()).findByText("On since 29 Nov 2026")).toBeInTheDocument();
    expect(within(card()).getByText("10 recovery codes left")).toBeInTheDocument();
    expect(within(card()).queryByRole("list", { name: "Recovery codes" })).toBeNull();
    expect(calls.filter((call) => call.key === "POST /auth/two-factor/enable").map((call) => call.body)).toEqual([
      { code: "111111" },
      { code: "482913" },
    ]);
  });

  it("makes new recovery codes and turns off, each after a code", async () => {
    let status = { enabled: true, enabledAt: "2026-11-20T09:30:00.000Z" as string | null, recoveryCodesLeft: 3 };
    render({
      "GET /auth/two-factor": () => ok(status),
      "POST /auth/two-factor/recovery-codes": () => {
        status = { ...status, recoveryCodesLeft: 10 };
        return ok({ recoveryCodes: NEW_CODES });
      },
      "POST /auth/two-factor/disable": ({ code }) => {
        if (code !== "654321") return wrongCode();
        status = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
        return ok({ enabled: false });
      },
    });
    expect(await within(card()).findByText("On since 20 Nov 2026")).toBeInTheDocument();
    expect(within(card()).getByText("3 recovery codes left")).toBeInTheDocument();

    await userEvent.click(within(card()).getByRole("button", { name: "Make new recovery codes" }));
    const remake = await screen.findByRole("dialog", { name: "Make new recovery codes?" });
    await userEvent.type(within(remake).getByLabelText("Code"), "123456");
    await userEvent.click(within(remake).getByRole("button", { name: "Make new codes" }));
    const list = await within(card()).findByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(within(card()).getByRole("button", { name: "I saved them" }));
    expect(await within(card()).findByText("10 recovery codes left")).toBeInTheDocument();

    await userEvent.click(within(card()).getByRole("button", { name: "Turn off" }));
    const off = await screen.findByRole("dialog", { name: "Turn off two-factor sign-in?" });
    await userEvent.type(within(off).getByLabelText("Code"), "000000");
    await userEvent.click(within(off).getByRole("button", { name: "Turn off" }));
    expect(await within(off).findByText("That code didn't work. Check your app and try again.")).toBeInTheDocument();
    await userEvent.type(within(off).getByLabelText("Code"), "654321");
    await userEvent.click(within(off).getByRole("button", { name: "Turn off" }));
    expect(await within(card()).findByText("Off")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(card()).getByRole("button", { name: "Turn on" })).toBeInTheDocument();
  });

  it("shows the API's sentence when the status can't load", async () => {
    render({
      "GET /auth/two-factor": () =>
        jsonResponse(503, { success: false, code: "UNAVAILABLE", message: "Try again in a minute." }),
    });
    expect(await within(card()).findByText("Try again in a minute.")).toBeInTheDocument();
  });
});
