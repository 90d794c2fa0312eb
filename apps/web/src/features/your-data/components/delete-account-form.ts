import { DELETE_CONFIRMATION, type TAccountDeletionRequest } from "@crewlance/contracts/privacy";
import { z } from "zod";

/**
 * The deletion dialog's fields: the password, or a code for an account without one, and the
 * word typed out. Empty fields are left out of the request; the API says which one it needs.
 */
export const ZDeleteAccountForm = z.object({
  password: z.string(),
  code: z.string(),
  confirmation: z
    .string()
    .trim()
    .refine((value): boolean => value === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm.`),
});
export type TDeleteAccountForm = z.infer<typeof ZDeleteAccountForm>;

export const EMPTY_DELETE_ACCOUNT_FORM: TDeleteAccountForm = { password: "", code: "", confirmation: "" };

export function deletionRequest(values: TDeleteAccountForm): TAccountDeletionRequest {
  return {
    confirmation: values.confirmation.trim(),
    ...(values.password ? { password: values.password } : {}),
    ...(values.code.trim() ? { code: values.code.trim() } : {}),
  };
}
