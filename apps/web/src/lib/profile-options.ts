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
