import type { TUser } from "@crewlance/contracts/users";

type CompletenessStep = { label: string; done: boolean };
type Completeness = { percent: number; steps: CompletenessStep[] };

function freelancerSteps(user: TUser): CompletenessStep[] {
  const profile = user.freelancerProfile;
  const showcase = profile?.showcase;
  return [
    { label: "Add a profile photo", done: Boolean(user.avatarUrl) },
    { label: "Add a banner", done: Boolean(user.bannerUrl) },
    { label: "Write a headline", done: Boolean(profile?.headline) },
    { label: "Write a bio", done: Boolean(profile?.bio?.trim()) },
    { label: "List at least 3 skills", done: (profile?.skills.length ?? 0) >= 3 },
    { label: "Set your hourly rate", done: (profile?.hourlyRate ?? 0) > 0 },
    { label: "Add your languages", done: (profile?.languages.length ?? 0) > 0 },
    { label: "Add education", done: (profile?.education.length ?? 0) > 0 },
    { label: "Add work experience", done: (profile?.workExperience.length ?? 0) > 0 },
    {
      label: "Showcase your work",
      done: Boolean(
        showcase && showcase.portfolios.length + showcase.projects.length + showcase.certifications.length > 0,
      ),
    },
    { label: "Verify your phone", done: user.phoneVerified },
  ];
}

function companySteps(user: TUser): CompletenessStep[] {
  const company = user.companyProfile;
  return [
    { label: "Add a profile photo", done: Boolean(user.avatarUrl) },
    { label: "Add a banner", done: Boolean(user.bannerUrl) },
    { label: "Upload your company logo", done: Boolean(company?.logoUrl) },
    { label: "Add your website", done: Boolean(company?.website) },
    { label: "Describe your company", done: Boolean(company?.description?.trim()) },
    { label: "Upload a registration certificate", done: Boolean(company?.hasRegistrationCertificate) },
    { label: "Get verified by Crewlance", done: Boolean(company?.verified) },
  ];
}

/** How complete the profile is, from the real profile data, and what is left to do. */
export function profileCompleteness(user: TUser): Completeness {
  const steps =
    user.role === "FREELANCER"
      ? freelancerSteps(user)
      : user.role === "COMPANY"
        ? companySteps(user)
        : [{ label: "Add a profile photo", done: Boolean(user.avatarUrl) }];
  const done = steps.filter((step) => step.done).length;
  return { percent: Math.round((done / steps.length) * 100), steps };
}
