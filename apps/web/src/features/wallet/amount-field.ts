import { z } from "zod";
import { formatExactPaise, parseRupees } from "./money";

/**
 * A rupee amount as typed, checked against the limits of GET /wallet/fees; the form sends the
 * paise of `parseRupees` once this passes. The sentences name the limit exactly.
 */
export function rupeeAmount({ min, max, verb }: { min: number; max?: number; verb: string }) {
  return z.string().superRefine((typed, context) => {
    if (typed.trim() === "") {
      context.addIssue({ code: "custom", message: `Enter the amount to ${verb}.` });
      return;
    }
    const paise = parseRupees(typed);
    if (paise === null) {
      context.addIssue({ code: "custom", message: "Enter an amount in rupees, such as 1500 or 1500.50." });
    } else if (paise < min) {
      context.addIssue({ code: "custom", message: `The least you can ${verb} is ${formatExactPaise(min)}.` });
    } else if (max !== undefined && paise > max) {
      context.addIssue({ code: "custom", message: `The most you can ${verb} at once is ${formatExactPaise(max)}.` });
    }
  });
}
