import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeReview, makeUser, reviewPage } from "@/test/fixtures";
import { onboardedFreelancer, renderProfile } from "../testing";

const company = makeUser({
  role: "COMPANY",
  emailVerified: true,
  onboardingCompleted: true,
  companyProfile: {
    companyName: "Acme Logistics",
    industry: "Logistics",
    size: "11-50",
    website: null,
    location: null,
    description: null,
    registrationNumber: null,
    hasRegistrationCertificate: false,
    logoUrl: null,
    verified: true,
  },
});

describe("the reviews on /profile", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a company the freelancers' reviews of it", async () => {
    renderProfile(company, {
      reviews: reviewPage([
        makeReview({
          authorSide: "FREELANCER",
          author: { id: "00000000-0000-4000-8000-0000000000f1", name: "Ravi Kumar", avatarUrl: null },
          comment: "A clear brief and payment on the day of delivery.",
        }),
      ]),
    });
    const reviews = await screen.findByRole("region", { name: "Reviews" });
    expect(within(reviews).getByRole("article", { name: "Review from Ravi Kumar" })).toHaveTextContent(
      "A clear brief and payment on the day of delivery.",
    );
  });

  it("tells a freelancer without reviews when companies' reviews will show", async () => {
    renderProfile(onboardedFreelancer());
    const reviews = await screen.findByRole("region", { name: "Reviews" });
    expect(within(reviews).getByRole("heading", { name: "No reviews yet" })).toBeInTheDocument();
    expect(within(reviews).getByText(/^Reviews from companies appear here/)).toBeInTheDocument();
  });

  it("shows an admin no reviews", async () => {
    renderProfile(makeUser({ role: "ADMIN", emailVerified: true, onboardingCompleted: true }));
    expect(await screen.findByText(/Admin accounts have no public profile/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Reviews" })).not.toBeInTheDocument();
  });
});
