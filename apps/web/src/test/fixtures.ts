import type { TUserReview, TUserReviewPage } from "@crewlance/contracts/projects";
import type { TUser } from "@crewlance/contracts/users";

/** A freshly signed-up freelancer; tests override only the fields their case is about. */
export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: "7c1b7f4e-3f59-4b8e-9d6f-0a4b8a1f2c3d",
    fullName: "Asha Rao",
    email: "asha@example.com",
    role: "FREELANCER",
    status: "ACTIVE",
    emailVerified: false,
    onboardingCompleted: false,
    phone: null,
    phoneVerified: false,
    timeZone: "Asia/Kolkata",
    avatarUrl: null,
    bannerUrl: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    freelancerProfile: null,
    companyProfile: null,
    ...overrides,
  };
}

/** A revealed review by a company about a freelancer, as GET /reviews lists it. */
export function makeReview(overrides: Partial<TUserReview> = {}): TUserReview {
  return {
    id: "00000000-0000-4000-8000-00000000a001",
    projectId: "00000000-0000-4000-8000-00000000b001",
    projectTitle: "Brand refresh and landing page",
    author: { id: "00000000-0000-4000-8000-0000000000c1", name: "Acme Logistics", avatarUrl: null },
    authorSide: "COMPANY",
    subject: { id: "00000000-0000-4000-8000-0000000000f1", name: "Ravi Kumar", avatarUrl: null },
    rating: 5,
    comment: "Delivered ahead of time.\nWould hire again.",
    hidden: false,
    // Midday UTC: the same calendar day in every time zone the suite may run in.
    createdAt: "2026-11-05T12:00:00.000Z",
    ...overrides,
  };
}

/** One page of GET /reviews. */
export function reviewPage(items: TUserReview[], page = 1, totalCount = items.length, limit = 10): TUserReviewPage {
  return {
    items,
    pagination: { totalCount, currentPage: page, totalPages: Math.ceil(totalCount / limit), limit, capped: false },
    nextCursor: null,
  };
}
