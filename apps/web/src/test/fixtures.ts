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
    avatarUrl: null,
    bannerUrl: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    freelancerProfile: null,
    companyProfile: null,
    ...overrides,
  };
}
