import type { TSignInMethods } from "@crewlance/contracts/users";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test/render";
import { onboardedFreelancer, renderProfile } from "../testing";
import { LAST_METHOD_HINT } from "./provider-row";

const github = {
  provider: "github",
  email: "asha@users.github.example",
  linkedAt: "2025-01-01T00:00:00.000Z",
} as const;
const google = { provider: "google", email: "asha@gmail.example", linkedAt: "2025-01-02T00:00:00.000Z" } as const;

const methodsCard = () => screen.getByRole("region", { name: "Sign-in methods" });

afterEach(() => vi.unstubAllGlobals());

describe("sign-in methods card", () => {
  it("loads the methods and shows the password, linked and unlinked providers", async () => {
    const methods: TSignInMethods = { hasPassword: true, socialAccounts: [github] };
    const fetch = stubFetch(() => jsonResponse(200, { success: true, data: methods }));
    renderProfile(onboardedFreelancer(), { methods: null });
    const card = methodsCard();
    expect(await within(card).findByText("asha@users.github.example")).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/user/sign-in-methods");
    expect(within(card).getByText("Set")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Unlink GitHub" })).toBeEnabled();
    expect(within(card).getByRole("button", { name: "Connect Google" })).toBeEnabled();
    expect(within(card).getByRole("button", { name: "Connect LinkedIn" })).toBeEnabled();
  });

  it("offers Forgot password when there is no password", () => {
    renderProfile(onboardedFreelancer(), { methods: { hasPassword: false, socialAccounts: [github, google] } });
    const card = methodsCard();
    expect(within(card).getByText(/Not set — use/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Forgot password" })).toHaveAttribute("href", "/forget-password");
  });

  it("will not unlink the only way to sign in, and says why", () => {
    renderProfile(onboardedFreelancer(), { methods: { hasPassword: false, socialAccounts: [github] } });
    const unlink = within(methodsCard()).getByRole("button", { name: "Unlink GitHub" });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAttribute("title", LAST_METHOD_HINT);
    expect(unlink).toHaveAccessibleDescription(LAST_METHOD_HINT);
  });

  it("unlinks a provider and shows it as not connected", async () => {
    const fetch = stubFetch(() =>
      jsonResponse(200, { success: true, data: { hasPassword: true, socialAccounts: [] } }),
    );
    renderProfile(onboardedFreelancer(), { methods: { hasPassword: true, socialAccounts: [google] } });
    await userEvent.click(within(methodsCard()).getByRole("button", { name: "Unlink Google" }));
    expect(await within(methodsCard()).findByRole("button", { name: "Connect Google" })).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/user/social-accounts/google");
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("DELETE");
  });

  it("shows the API's sentence when unlinking is refused", async () => {
    stubFetch(() =>
      jsonResponse(422, {
        success: false,
        code: "LAST_SIGN_IN_METHOD",
        message: "You can't unlink Google: it is your only way to sign in.",
      }),
    );
    renderProfile(onboardedFreelancer(), { methods: { hasPassword: true, socialAccounts: [google] } });
    await userEvent.click(within(methodsCard()).getByRole("button", { name: "Unlink Google" }));
    expect(await within(methodsCard()).findByRole("alert")).toHaveTextContent(
      "You can't unlink Google: it is your only way to sign in.",
    );
  });

  it("says a provider without a client id cannot be connected here", async () => {
    renderProfile(onboardedFreelancer());
    await userEvent.click(within(methodsCard()).getByRole("button", { name: "Connect LinkedIn" }));
    // On the card, where it stays, as well as in the passing toast.
    expect(await within(methodsCard()).findByRole("alert")).toHaveTextContent(
      "Sign-in with LinkedIn is not set up on this server.",
    );
  });
});
