import { paiseToRupees, rupeesToPaise } from "@crewlance/contracts/money";
import {
  type TFreelancerProfile,
  type TFreelancerProfileRequest,
  ZFreelancerProfileRequest,
} from "@crewlance/contracts/users";
import { z } from "zod";

/** The editable part of ZFreelancerProfileRequest, with the hourly rate typed in rupees. */
export const ZFreelancerForm = ZFreelancerProfileRequest.pick({
  headline: true,
  bio: true,
  skills: true,
  experienceLevel: true,
  availability: true,
  location: true,
  languages: true,
}).extend({
  hourlyRate: z
    .number({ error: "Enter your hourly rate in rupees." })
    .min(0, "Hourly rate cannot be negative.")
    .max(1_000_000, "Hourly rate can be at most 10,00,000 INR."),
});
export type FreelancerFormInput = z.input<typeof ZFreelancerForm>;
export type FreelancerFormValues = z.output<typeof ZFreelancerForm>;

export const FREELANCER_FORM_FIELDS = [
  "headline",
  "bio",
  "skills",
  "hourlyRate",
  "experienceLevel",
  "availability",
  "location",
  "languages",
] as const satisfies ReadonlyArray<keyof FreelancerFormInput>;

export function formDefaults(profile: TFreelancerProfile | null): FreelancerFormInput {
  return {
    headline: profile?.headline ?? "",
    bio: profile?.bio ?? "",
    skills: profile?.skills ?? [],
    hourlyRate: profile ? paiseToRupees(profile.hourlyRate) : 0,
    experienceLevel: profile?.experienceLevel ?? "ENTRY",
    availability: profile?.availability ?? "AVAILABLE",
    location: profile?.location ?? "",
    languages: profile?.languages ?? [],
  };
}

/**
 * The request body: rupees become whole paise, and education, work experience and showcase are
 * sent back unchanged from the current profile (this form does not edit them).
 */
export function toFreelancerRequest(
  values: FreelancerFormValues,
  profile: TFreelancerProfile | null,
): TFreelancerProfileRequest {
  return {
    ...values,
    hourlyRate: rupeesToPaise(values.hourlyRate),
    education: profile?.education ?? [],
    workExperience: profile?.workExperience ?? [],
    showcase: profile?.showcase ?? { portfolios: [], certifications: [], projects: [] },
  };
}
