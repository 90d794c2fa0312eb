import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test/render";
import { onboardedFreelancer, renderProfile } from "../testing";

const accountCard = () => screen.getByRole("button", { name: "Save name" }).closest("form") as HTMLFormElement;

afterEach(() => vi.unstubAllGlobals());

describe("account card", () => {
  it("keeps a refused save's sentence on the card, not only in the toast", async () => {
    stubFetch(() =>
      jsonResponse(503, { success: false, code: "UNAVAILABLE", message: "Crewlance is busy. Try again in a minute." }),
    );
    renderProfile(onboardedFreelancer());
    const name = within(accountCard()).getByLabelText("Full name");
    await userEvent.clear(name);
    await userEvent.type(name, "Asha Rao Kulkarni");
    await userEvent.click(within(accountCard()).getByRole("button", { name: "Save name" }));
    expect(await within(accountCard()).findByRole("alert")).toHaveTextContent(
      "Crewlance is busy. Try again in a minute.",
    );
  });

  it("puts a field error of the name under the name", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Some fields are not valid.",
        errors: [{ path: "fullName", message: "Use letters, spaces and hyphens in your name." }],
      }),
    );
    renderProfile(onboardedFreelancer());
    const name = within(accountCard()).getByLabelText("Full name");
    await userEvent.clear(name);
    await userEvent.type(name, "Asha 2");
    await userEvent.click(within(accountCard()).getByRole("button", { name: "Save name" }));
    expect(await within(accountCard()).findByText("Use letters, spaces and hyphens in your name.")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
  });
});
