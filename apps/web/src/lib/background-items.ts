import type { TFreelancerProfile } from "@crewlance/contracts/users";
import type { TimelineItem } from "@/components/timeline";

/** Education as timeline rows, the same on the owner's profile and the public directory page. */
export function educationItems(education: TFreelancerProfile["education"]): TimelineItem[] {
  return education.map((item) => ({
    title: item.degree + (item.field ? `, ${item.field}` : ""),
    subtitle: item.school,
    meta: `${item.startYear} – ${item.endYear ?? "present"}`,
  }));
}

/** Work experience as timeline rows; an open-ended job runs to "present". */
export function workExperienceItems(workExperience: TFreelancerProfile["workExperience"]): TimelineItem[] {
  return workExperience.map((item) => ({
    title: item.title,
    subtitle: item.company,
    meta: `${item.startDate} – ${item.endDate ?? "present"}`,
    body: item.description,
  }));
}
