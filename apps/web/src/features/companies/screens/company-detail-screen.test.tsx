import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeReview, reviewPage } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import CompanyDetailScreen from "./company-detail-screen";

const companyId = "00000000-0000-4000-8000-0000000000c0";
const freelancerId = "00000000-0000-4000-8000-0000000000f1";

const company = {
  id: companyId,
  fullName: "Chandra Rao",
  role: "COMPANY",
  avatarUrl: null,
  bannerUrl: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  freelancerProfile: null,
  companyProfile: {
    companyName: "Acme Logistics",
    industry: "Logistics",
    size: "11-50",
    website: "https://acme.example",
    location: "Pune",
    description: "We move parcels across India.",
    registrationNumber: "U12345MH2020PTC000001",
    logoUrl: null,
    verified: true,
  },
  companyReputation: {
    tasksPosted: 3,
    hireRate: 2 / 3,
    hires: 2,
    totalPaidOut: 4_500_000,
    paymentVerified: true,
    averageRating: 4,
    reviewsCount: 1,
    memberSince: "2025-01-01T00:00:00.000Z",
  },
};

function renderDetail(id: string) {
  return renderRoutes(
    [
      { path: "/companies/:id", element: <CompanyDetailScreen /> },
      { path: "/tasks", element: <p>tasks</p> },
    ],
    [`/companies/${id}`],
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("company profile screen", () => {
  it("shows the company's public details, its reputation and the reviews about it", async () => {
    const fetch = stubFetch((url) =>
      url.includes("/reviews")
        ? jsonResponse(200, {
            success: true,
            data: reviewPage([makeReview({ comment: "Clear brief, paid on time.", authorSide: "FREELANCER" })]),
          })
        : jsonResponse(200, { success: true, data: company }),
    );
    renderDetail(companyId);
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Logistics" })).toBeInTheDocument();
    expect(screen.getByText("Verified company")).toBeInTheDocument();
    expect(screen.getByText("Logistics")).toBeInTheDocument();
    expect(screen.getByText("We move parcels across India.")).toBeInTheDocument();
    expect(screen.getByText("11-50 people")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "acme.example" })).toHaveAttribute("href", "https://acme.example");
    const reputation = screen.getByRole("region", { name: "Reputation" });
    expect(within(reputation).getByText("4.0 (1)")).toBeInTheDocument();
    expect(within(reputation).getByText("67%")).toBeInTheDocument();
    expect(within(reputation).getByText("Payment verified")).toBeInTheDocument();
    // The registration number is no business of a freelancer judging a client.
    expect(screen.queryByText(/U12345/)).not.toBeInTheDocument();
    const reviews = screen.getByRole("region", { name: "Reviews" });
    expect(await within(reviews).findByText("Clear brief, paid on time.")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes(`/reviews?userId=${companyId}`))).toBe(true);
  });

  it("says no company has the address of a freelancer", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: { ...company, id: freelancerId, role: "FREELANCER", companyProfile: null, companyReputation: null },
      }),
    );
    renderDetail(freelancerId);
    expect(await screen.findByRole("heading", { name: "Company not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to tasks" })).toHaveAttribute("href", "/tasks");
  });

  it.each([
    [404, "NOT_FOUND", "User not found."],
    [400, "VALIDATION_ERROR", "The address is not valid."],
  ])("says the same for a %i answer", async (status, code, message) => {
    stubFetch(() => jsonResponse(status, { success: false, code, message }));
    renderDetail(status === 400 ? "not-an-id" : companyId);
    expect(await screen.findByRole("heading", { name: "Company not found" })).toBeInTheDocument();
  });

  it("tells a failure to load apart from a missing company, and offers to try again", async () => {
    stubFetch(() => jsonResponse(503, { success: false, code: "UNAVAILABLE", message: "Crewlance is busy." }));
    renderDetail(companyId);
    expect(await screen.findByRole("heading", { name: "Could not load this company" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
