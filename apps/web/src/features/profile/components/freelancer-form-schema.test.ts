import type { TFreelancerProfile } from "@crewlance/contracts/users";
import { describe, expect, it } from "vitest";
import { formDefaults, toFreelancerRequest, ZFreelancerForm } from "./freelancer-form-schema";

const profile: TFreelancerProfile = {
  headline: "Senior React engineer",
  bio: null,
  skills: ["React"],
  hourlyRate: 150_000,
  experienceLevel: "EXPERT",
  availability: "BUSY",
  location: "Pune",
  languages: ["English"],
  education: [{ school: "IIT Bombay", degree: "B.Tech", startYear: 2012, endYear: 2016 }],
  workExperience: [{ company: "Acme", title: "Engineer", startDate: "2016-07" }],
  showcase: { portfolios: [{ title: "Shop" }], certifications: [], projects: [] },
  rating: null,
  reviewsCount: 0,
  completedProjects: 0,
  totalEarned: 0,
};

describe("freelancer profile form", () => {
  it("shows the stored paise as rupees", () => {
    expect(formDefaults(profile).hourlyRate).toBe(1500);
  });

  it("sends rupees as paise and keeps education, work experience and showcase unchanged", () => {
    const values = ZFreelancerForm.parse({ ...formDefaults(profile), hourlyRate: 1250.5 });
    const body = toFreelancerRequest(values, profile);
    expect(body.hourlyRate).toBe(125_050);
    expect(body.education).toBe(profile.education);
    expect(body.workExperience).toBe(profile.workExperience);
    expect(body.showcase).toBe(profile.showcase);
  });

  it("names every invalid field", () => {
    const result = ZFreelancerForm.safeParse({ ...formDefaults(null), hourlyRate: Number.NaN });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["headline", "skills", "location", "hourlyRate"]));
  });
});
