import { describe, expect, it } from "vitest";
import { makeUser } from "@/test/fixtures";
import { profileCompleteness } from "./profile-completeness";

const base = makeUser({ role: "COMPANY", emailVerified: true, onboardingCompleted: true });

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
