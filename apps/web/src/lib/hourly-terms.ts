import { DEFAULT_WEEKLY_LIMIT_HOURS, type THourlyTermsView, type TManualPolicy } from "@crewlance/contracts/hourly";
import { rupeesToPaise } from "@crewlance/contracts/money";
import { ApiError } from "@/lib/api-client";
import { formatRupees } from "@/lib/collaborations/format";

/*
 * The words and the form values of an hourly contract's terms (decision 0091), shared by every
 * screen that sets or shows them: hiring on an hourly task, an hourly offer, the contract's terms
 * and the project list.
 */

/** "6 h 30 min", "10 h", "45 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "₹500/hour". */
export function formatRate(rate: number): string {
  return `${formatRupees(rate)}/hour`;
}

/** "Up to 10 h a week", or "No weekly limit". */
export function limitLabel(weeklyLimitHours: number | null): string {
  return weeklyLimitHours === null ? "No weekly limit" : `Up to ${weeklyLimitHours} h a week`;
}

/** "Manual time allowed", or "Manual time up to 5 h a week". */
export function manualPolicyLabel(terms: Pick<THourlyTermsView, "manualPolicy" | "manualLimitHours">): string {
  return terms.manualPolicy === "LIMITED"
    ? `Manual time up to ${terms.manualLimitHours ?? 0} h a week`
    : "Manual time allowed";
}

/** "₹500/hour · up to 10 h a week". */
export function termsSummary(terms: Pick<THourlyTermsView, "rate" | "weeklyLimitHours">): string {
  const limit = terms.weeklyLimitHours === null ? "no weekly limit" : `up to ${terms.weeklyLimitHours} h a week`;
  return `${formatRate(terms.rate)} · ${limit}`;
}

/** What the terms fields hold while a person types (text, so an empty box stays empty). */
export type HourlyTermsValues = {
  limited: boolean;
  weeklyLimitHours: string;
  manualPolicy: TManualPolicy;
  manualLimitHours: string;
  startDate: string;
};

export function defaultTermsValues(
  terms?: Pick<THourlyTermsView, "weeklyLimitHours" | "manualPolicy" | "manualLimitHours">,
): HourlyTermsValues {
  return {
    limited: terms ? terms.weeklyLimitHours !== null : true,
    weeklyLimitHours: String(terms?.weeklyLimitHours ?? DEFAULT_WEEKLY_LIMIT_HOURS),
    manualPolicy: terms?.manualPolicy ?? "ALLOWED",
    manualLimitHours: terms?.manualLimitHours === null || !terms ? "" : String(terms.manualLimitHours),
    startDate: "",
  };
}

/** A typed number, or undefined when the box is empty or not a number (the schema then says what to give). */
export function numberOf(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() === "" || !Number.isFinite(value) ? undefined : value;
}

/** Rupees typed in a box as paise, or undefined when the box holds no amount. */
export function paiseOf(rupees: string): number | undefined {
  const value = numberOf(rupees);
  return value === undefined ? undefined : rupeesToPaise(value);
}

/** The terms as the API takes them (`ZHourlyHireTerms`'s input). */
export function termsBodyOf(values: HourlyTermsValues) {
  return {
    weeklyLimitHours: values.limited ? numberOf(values.weeklyLimitHours) : null,
    manualPolicy: values.manualPolicy,
    manualLimitHours: values.manualPolicy === "LIMITED" ? numberOf(values.manualLimitHours) : null,
    startDate: values.startDate || undefined,
  };
}

/** The first message of each field of a failed parse, keyed by its dotted path. */
export function issuesByPath(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** A failed call's field errors under `prefix` ("hourly.", "terms."), keyed without it. */
export function serverFieldErrors(error: unknown, prefix = ""): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    if (path.startsWith(prefix)) out[path.slice(prefix.length)] = message;
  }
  return out;
}
