import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, sentBody, stubFetch } from "@/test/render";
import { renderOnboarding } from "../testing";

afterEach(() => vi.unstubAllGlobals());

describe("role choice for a provider sign-up", () => {
  it("asks for a role first, then shows that role's wizard", async () => {
    const fetch = stubFetch(() =>
      jsonResponse(200, { success: true, data: makeUser({ role: "COMPANY", emailVerified: true }) }),
    );
    renderOnboarding(null);
    expect(screen.getByRole("heading", { name: "How will you use Crewlance?" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Set up your company" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByText("I want to hire"));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Set up your company" })).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/user/role");
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("PUT");
    expect(sentBody(fetch)).toEqual({ role: "COMPANY" });
    expect(useAuthStore.getState().user?.role).toBe("COMPANY");
  });

  it("says what to do when nothing is picked, and sends nothing", async () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    renderOnboarding(null);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Choose whether you want to work or to hire.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the API's sentence when the role cannot be set", async () => {
    stubFetch(() =>
      jsonResponse(409, { success: false, code: "ROLE_ALREADY_SET", message: "Your role is already set." }),
    );
    renderOnboarding(null);
    await userEvent.click(screen.getByText("I want to work"));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your role is already set.");
  });
});
