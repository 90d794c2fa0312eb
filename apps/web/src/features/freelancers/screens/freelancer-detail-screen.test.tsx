import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import FreelancerDetailScreen from "./freelancer-detail-screen";

const companyId = "00000000-0000-4000-8000-0000000000c0";

function renderDetail(id: string) {
  return renderRoutes(
    [
      { path: "/freelancers/:id", element: <FreelancerDetailScreen /> },
      { path: "/freelancers", element: <p>directory</p> },
    ],
    [`/freelancers/${id}`],
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("freelancer profile screen", () => {
  it("says no freelancer has the address of a company, with the way back to the directory", async () => {
    // GET /user/{id} answers any account; a company's has no freelancer profile.
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: {
          id: companyId,
          fullName: "Chandra Rao",
          role: "COMPANY",
          avatarUrl: null,
          bannerUrl: null,
          createdAt: "2025-01-01T00:00:00.000Z",
          freelancerProfile: null,
          companyProfile: null,
        },
      }),
    );
    renderDetail(companyId);
    expect(await screen.findByRole("heading", { name: "Freelancer not found" })).toBeInTheDocument();
    expect(screen.getByText(/^No freelancer has this address\./)).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the directory" })).toHaveAttribute("href", "/freelancers");
  });

  it.each([
    [404, "NOT_FOUND", "User not found."],
    [400, "VALIDATION_ERROR", "The address is not valid."],
  ])("says the same for a %i answer", async (status, code, message) => {
    stubFetch(() => jsonResponse(status, { success: false, code, message }));
    renderDetail(status === 400 ? "not-an-id" : companyId);
    expect(await screen.findByRole("heading", { name: "Freelancer not found" })).toBeInTheDocument();
  });

  it("tells a failure to load apart from a missing profile, and offers to try again", async () => {
    stubFetch(() => jsonResponse(503, { success: false, code: "UNAVAILABLE", message: "Crewlance is busy." }));
    renderDetail(companyId);
    expect(await screen.findByRole("heading", { name: "Could not load this profile" })).toBeInTheDocument();
    expect(screen.getByText("Crewlance is busy.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
