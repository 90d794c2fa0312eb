import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, stubFetch } from "@/test/render";
import { renderOnboarding } from "../testing";

afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(["%PDF-1.7 test"], "certificate.pdf", { type: "application/pdf" });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });

async function fillCompany() {
  await userEvent.type(screen.getByLabelText("Company name"), "Acme Labs");
  await userEvent.type(screen.getByLabelText("Industry"), "Software");
  await userEvent.selectOptions(screen.getByLabelText("Company size"), "11-50");
  await userEvent.type(screen.getByLabelText("Location"), "Mumbai, India");
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("form", { name: "Verification" });
  await userEvent.type(screen.getByLabelText("About the company"), "We build payment software for shops.");
  await userEvent.type(screen.getByLabelText("Registration number"), "U72200MH2020PTC123456");
}

describe("company onboarding", () => {
  it("checks the first step before moving on", async () => {
    renderOnboarding("COMPANY");
    expect(screen.getByRole("heading", { name: "Set up your company" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Company name is required.")).toBeInTheDocument();
    expect(screen.getByText("Choose the size of your company.")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Company" })).toBeInTheDocument();
  });

  it("refuses on the first step a website the API would refuse, instead of bouncing back from Finish", async () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    renderOnboarding("COMPANY");
    await userEvent.type(screen.getByLabelText("Company name"), "Acme Labs");
    await userEvent.type(screen.getByLabelText("Industry"), "Software");
    await userEvent.selectOptions(screen.getByLabelText("Company size"), "11-50");
    await userEvent.type(screen.getByLabelText("Location"), "Mumbai, India");
    const website = screen.getByLabelText("Website (optional)");
    for (const typed of ["acme,com", "acme..com", "acme labs.com"]) {
      await userEvent.clear(website);
      await userEvent.type(website, typed);
      await userEvent.click(screen.getByRole("button", { name: "Next" }));
      expect(await screen.findByText("Enter a web address that starts with http:// or https://.")).toBeInTheDocument();
      expect(website).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByRole("form", { name: "Company" })).toBeInTheDocument();
    }
    await userEvent.clear(website);
    await userEvent.type(website, "acme.in");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("form", { name: "Verification" })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps what was typed through a reload, for the same person only, and forgets it once saved", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: makeUser({ role: "COMPANY", emailVerified: true, onboardingCompleted: true }),
      }),
    );
    renderOnboarding("COMPANY");
    await userEvent.type(screen.getByLabelText("Company name"), "Acme Labs");
    await userEvent.selectOptions(screen.getByLabelText("Company size"), "11-50");
    await userEvent.type(screen.getByLabelText("Website (optional)"), "acme.in");
    cleanup();

    renderOnboarding("COMPANY");
    expect(screen.getByLabelText("Company name")).toHaveValue("Acme Labs");
    expect(screen.getByLabelText("Company size")).toHaveValue("11-50");
    expect(screen.getByLabelText("Website (optional)")).toHaveValue("acme.in");
    expect(screen.getByLabelText("Industry")).toHaveValue("");
    cleanup();

    // Someone else signing in on this browser starts from empty fields.
    useAuthStore.getState().setAuth({
      user: makeUser({ id: "0b9a3c55-6d0e-4f4e-9a63-2f5f6d1c8e11", role: "COMPANY", emailVerified: true }),
      accessToken: "access",
      refreshToken: "refresh",
    });
    renderOnboarding("COMPANY", { keepUser: true });
    expect(screen.getByLabelText("Company name")).toHaveValue("");
    cleanup();

    const { router } = renderOnboarding("COMPANY");
    await fillCompany();
    await userEvent.upload(screen.getByLabelText("Registration certificate"), pdf());
    await userEvent.click(screen.getByRole("button", { name: "Finish setup" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(localStorage.getItem("onboardingDraft")).toBeNull();
  });

  it("asks for the certificate and refuses files of the wrong kind", async () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    renderOnboarding("COMPANY");
    await fillCompany();
    await userEvent.upload(
      screen.getByLabelText("Logo (optional)"),
      new File(["x"], "logo.gif", { type: "image/gif" }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByText("Upload the logo as a JPEG, PNG or WebP image.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Finish setup" }));
    expect(
      await screen.findByText("Upload your company registration certificate (PDF, JPEG or PNG)."),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the profile as multipart form data with both files and no empty fields", async () => {
    const fetch = stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: makeUser({ role: "COMPANY", emailVerified: true, onboardingCompleted: true }),
      }),
    );
    const { router } = renderOnboarding("COMPANY");
    await fillCompany();
    await userEvent.upload(screen.getByLabelText("Registration certificate"), pdf());
    await userEvent.upload(screen.getByLabelText("Logo (optional)"), png());
    expect(screen.getByText("certificate.pdf")).toBeInTheDocument();
    expect(screen.getByText("logo.png")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Finish setup" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("http://localhost:3000/api/user/profile/company");
    expect(init?.method).toBe("PUT");
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"))).toEqual({
      companyName: "Acme Labs",
      industry: "Software",
      size: "11-50",
      location: "Mumbai, India",
      description: "We build payment software for shops.",
      registrationNumber: "U72200MH2020PTC123456",
    });
    expect((form.get("registrationCertificate") as File).name).toBe("certificate.pdf");
    expect((form.get("logo") as File).name).toBe("logo.png");
    expect(useAuthStore.getState().user?.onboardingCompleted).toBe(true);
  });

  it("shows a server error about the certificate on the file field", async () => {
    stubFetch(() =>
      jsonResponse(415, {
        success: false,
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Upload the registration certificate as a PDF, JPEG or PNG file.",
        errors: [
          {
            path: "registrationCertificate",
            message: "Upload the registration certificate as a PDF, JPEG or PNG file.",
          },
        ],
      }),
    );
    renderOnboarding("COMPANY");
    await fillCompany();
    await userEvent.upload(screen.getByLabelText("Registration certificate"), pdf());
    await userEvent.click(screen.getByRole("button", { name: "Finish setup" }));
    expect(await screen.findAllByText("Upload the registration certificate as a PDF, JPEG or PNG file.")).toHaveLength(
      2,
    );
  });

  it("signs out from onboarding", async () => {
    const fetch = stubFetch(() => jsonResponse(200, { success: true, data: null, message: "Signed out." }));
    const { router } = renderOnboarding("COMPANY");
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/auth/logout");
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
