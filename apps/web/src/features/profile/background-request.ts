import type { TFreelancerProfile, TFreelancerProfileRequest } from "@crewlance/contracts/users";
import type { BackgroundFormOutput } from "@/lib/background-form";

/**
 * The whole PUT /user/profile/freelancer body: the edited education, work experience and
 * showcase, with every other field sent back exactly as it is saved.
 */
export function withBackground(
  profile: TFreelancerProfile,
  background: BackgroundFormOutput,
): TFreelancerProfileRequest {
  return {
    headline: profile.headline,
    bio: profile.bio ?? undefined,
    skills: profile.skills,
    hourlyRate: profile.hourlyRate,
    experienceLevel: profile.experienceLevel,
    availability: profile.availability,
    location: profile.location ?? "",
    languages: profile.languages,
    education: background.education,
    workExperience: background.workExperience,
    showcase: background.showcase,
  };
}
