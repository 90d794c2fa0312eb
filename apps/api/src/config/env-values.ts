import { z } from "zod";

/** An unset variable and an empty one alike are "not given". */
export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

export const url = z.string().url("must be a URL");
