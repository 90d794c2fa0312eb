import type { TUser } from "@crewlance/contracts/user";
import { describe, expect, it } from "vitest";
import { profileCompleteness } from "./profile-completeness";

const base: TUser = {
  id: "00000000-0000-4000-8000-000000000001",
  fullName: "Asha Rao",
  email: "asha@example.com",
  role: "COMPANY",
  status: "ACTIVE",
  emailVerified: true,
  onboardingCompleted: true,
  phone: null,
  phoneVerified: false,
  avatarUrl: null,
  bannerUrl: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  freelancerProfile: null,
  companyProfile: null,
};

describe("profileCompleteness", () => {
  it("is 0% for an empty company profile and counts real fields only", () => {
    expect(profileCompleteness(base).percent).toBe(0);
    const withPhoto = profileCompleteness({ ...base, avatarUrl: "/uploads/a.webp" });
    expect(withPhoto.steps.find((step) => step.label === "Add a profile photo")?.done).toBe(true);
    expect(withPhoto.percent).toBe(Math.round(100 / withPhoto.steps.length));
  });

  it("is 100% for an admin with a photo", () => {
    expect(profileCompleteness({ ...base, role: "ADMIN", avatarUrl: "/x.png" }).percent).toBe(100);
  });
});
