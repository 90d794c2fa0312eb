import type { TExperienceLevel } from "@crewlance/contracts/enums";

/** Experience levels read the same wherever a freelancer profile is shown, edited or filtered. */
export const EXPERIENCE_LABEL = {
  ENTRY: "Entry level",
  INTERMEDIATE: "Intermediate",
  EXPERT: "Expert",
} as const satisfies Record<TExperienceLevel, string>;

/** The label of a level as a form holds it: undefined while the field is still blank. */
export function experienceLabel(value: string | undefined): string | undefined {
  return value && Object.hasOwn(EXPERIENCE_LABEL, value) ? EXPERIENCE_LABEL[value as TExperienceLevel] : undefined;
}

/** Suggestions for a company's industry; any other text is allowed too. */
export const COMPANY_INDUSTRIES = [
  "Software",
  "E-commerce",
  "Fintech",
  "Education",
  "Healthcare",
  "Media and entertainment",
  "Marketing and advertising",
  "Manufacturing",
  "Real estate",
  "Consulting",
];
