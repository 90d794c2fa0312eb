import type { TCompanyProfile } from "@crewlance/contracts/users";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, stubFetch } from "@/test/render";
import { renderProfile } from "../testing";

const company: TCompanyProfile = {
  companyName: "Acme Labs",
  industry: "Software",
  size: "11-50",
  website: null,
  location: "Mumbai, India",
  description: "We build payment tools for small shops across India.",
  registrationNumber: "U72200MH2020PTC123456",
  hasRegistrationCertificate: true,
  logoUrl: null,
  verified: false,
};
const companyUser = (profile: TCompanyProfile = company) =>
  makeUser({ role: "COMPANY", emailVerified: true, onboardingCompleted: true, companyProfile: profile });

describe("company profile on /profile", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("sends the edit as multipart without empty values and with the new files", async () => {
    const fetch = stubFetch(() =>
      jsonResponse(200, { success: true, data: companyUser({ ...company, industry: "Fintech" }) }),
    );
    renderProfile(companyUser());
    await userEvent.click(await screen.findByRole("button", { name: "Edit company profile" }));
    const industry = screen.getByLabelText("Industry");
    await userEvent.clear(industry);
    await userEvent.type(industry, "Fintech");
    const logo = new File(["png"], "logo.png", { type: "image/png" });
    const certificate = new File(["%PDF-1.7"], "certificate.pdf", { type: "application/pdf" });
    await userEvent.upload(screen.getByLabelText("New logo (optional)"), logo);
    await userEvent.upload(screen.getByLabelText("New registration certificate (optional)"), certificate);
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/user\/profile\/company$/);
    expect(init?.method).toBe("PUT");
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual([
      "companyName",
      "industry",
      "size",
      "location",
      "description",
      "registrationNumber",
      "registrationCertificate",
      "logo",
    ]);
    expect(body.get("industry")).toBe("Fintech");
    expect(body.has("website")).toBe(false);
    expect((body.get("logo") as File).name).toBe("logo.png");
    expect((body.get("registrationCertificate") as File).name).toBe("certificate.pdf");
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);

    expect(await screen.findByText("Fintech")).toBeInTheDocument();
    expect(useAuthStore.getState().user?.companyProfile?.industry).toBe("Fintech");
  });

  it("refuses a logo that is not an image and puts server field errors on their fields", async () => {
    const fetch = stubFetch(() =>
      jsonResponse(400, {
        success: false,
        code: "VALIDATION",
        message: "Please fix the highlighted fields.",
        errors: [{ path: "registrationNumber", message: "Registration number is already in use." }],
      }),
    );
    renderProfile(companyUser());
    await userEvent.click(await screen.findByRole("button", { name: "Edit company profile" }));
    await userEvent.upload(
      screen.getByLabelText("New logo (optional)"),
      new File(["%PDF"], "logo.pdf", { type: "application/pdf" }),
      { applyAccept: false },
    );
    expect(screen.getByText("Upload the logo as a JPEG, PNG or WebP image.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    expect(await screen.findByText("Registration number is already in use.")).toBeInTheDocument();
    expect(screen.getByLabelText("Registration number")).toHaveAttribute("aria-invalid", "true");
    const body = fetch.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).has("logo")).toBe(false);
  });

  it("downloads the certificate with the bearer token", async () => {
    const fetch = stubFetch(
      () =>
        new Response("%PDF-1.7", {
          status: 200,
          headers: { "content-type": "application/pdf", "content-disposition": 'inline; filename="cert.pdf"' },
        }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => "blob:certificate");
    // The browser's object URL pair is stood in for, to see what the page hands it.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderProfile(companyUser());
    await userEvent.click(await screen.findByRole("button", { name: "View certificate" }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/user\/profile\/company\/certificate$/);
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer access");
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe("%PDF-1.7");
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.href).toBe("blob:certificate");
    expect(link.download).toBe("cert.pdf");
  });
});
