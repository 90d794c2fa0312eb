import { type TApplyBody, ZApplyBody } from "@crewlance/contracts/applications";
import { paiseToRupees, rupeesToPaise } from "@crewlance/contracts/money";
import { MAX_TASK_BUDGET_PAISE } from "@crewlance/contracts/tasks";
import { z } from "zod";

/** The proposal form: the contract's fields, with the amount typed in rupees. */
export const ZApplyForm = ZApplyBody.extend({
  proposedAmount: z
    .number({ error: "Enter your amount in rupees." })
    .positive("Proposed amount must be more than 0.")
    .max(paiseToRupees(MAX_TASK_BUDGET_PAISE), "Proposed amount must be at most 10 crore INR."),
  estimatedDays: z
    .number({ error: "Enter how many days the work takes." })
    .int("Use a whole number of days.")
    .min(1, "Estimated days must be at least 1.")
    .max(365, "Estimated days must be at most 365."),
});
export type ApplyFormInput = z.input<typeof ZApplyForm>;
export type ApplyFormValues = z.output<typeof ZApplyForm>;

export const APPLY_FORM_FIELDS = ["coverLetter", "proposedAmount", "estimatedDays"] as const;

export function toApplyBody(values: ApplyFormValues): TApplyBody {
  return { ...values, proposedAmount: rupeesToPaise(values.proposedAmount) };
}
