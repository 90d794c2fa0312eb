import { z } from "zod";

/** Success body of every API call: the client reads `response.data.data`. */
export function successEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export const ZFieldError = z.object({ path: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

/** Messages the schemas write are sentences; zod's defaults ("Invalid input: expected string") are not. */
function isSentence(message: string): boolean {
  return /^[A-Z][\s\S]*[.!?]$/.test(message.trim());
}

/**
 * The top-level message of a 400 with field errors: a sentence with no internal field name (the
 * field errors carry the exact paths for forms). The first issue's own sentence when it has one;
 * a subject-less rule ("Must be at most 40 characters.") gets one.
 */
export function summarizeFieldErrors(errors: readonly TFieldError[]): string {
  const message = errors[0]?.message.trim() ?? "";
  if (!isSentence(message)) return "Some of the details sent are not valid. Please check them and try again.";
  if (message.startsWith("Must ")) return `One of the values must ${message.slice("Must ".length)}`;
  return message;
}

/** Error body of every API call. */
export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(ZFieldError).optional(),
  /**
   * Only beside ACCOUNT_SUSPENDED from a sign-in: a short-lived token that reads the person's
   * standing and files an appeal, and nothing else (decision 0092).
   */
  appealToken: z.string().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const ZMessageOnly = z.object({ message: z.string() });
