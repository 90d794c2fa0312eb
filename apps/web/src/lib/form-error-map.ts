import type { z } from "zod";

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const last = (issue: Issue) => String(issue.path?.at(-1) ?? "");

/**
 * Sentences for the contract rules that carry none of their own (years, enums, required
 * values), for the onboarding and profile forms. Schema messages win over these; anything not named here keeps zod's default.
 */
export function formErrorMap(issue: Issue): string | undefined {
  const field = last(issue);
  if (field === "hourlyRate") {
    if (issue.code === "too_big") return "Enter an hourly rate up to ₹10,00,000.";
    if (issue.code === "too_small") return "The hourly rate cannot be negative.";
    if (issue.code === "invalid_type") return "Enter your hourly rate in rupees.";
  }
  if (/(^y|Y)ear$/.test(field) && ["invalid_type", "too_small", "too_big"].includes(issue.code ?? "")) {
    if (issue.input !== undefined) return "Enter a year between 1950 and 2100.";
    return field === "startYear" ? "Enter the start year." : "Enter the end year.";
  }
  if (field === "experienceLevel") return "Choose your experience level.";
  if (field === "size") return "Choose the size of your company.";
  if (field === "startDate" && issue.input === undefined) return "Enter the start month.";
  if (issue.code === "invalid_value") return "Choose one of the options.";
  if (issue.code === "invalid_type" && issue.input === undefined) return "This field is required.";
  if (issue.code === "too_big" && issue.origin === "array") return `Add at most ${issue.maximum} items.`;
  return undefined;
}
