import { ZChangePasswordRequest } from "@crewlance/contracts/account";
import { z } from "zod";

const MISMATCH = "The two passwords are not the same.";

/**
 * The contract's request plus a second typing of the new password. The mismatch is judged even
 * while other fields are wrong, so every error shows at once; an empty confirm asks to be filled.
 */
export const ZChangePasswordForm = z
  .object({
    ...ZChangePasswordRequest.shape,
    confirmPassword: z.string().min(1, "Enter the new password again."),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: MISMATCH,
    path: ["confirmPassword"],
    when: (payload) => {
      const confirm = (payload.value as { confirmPassword?: unknown } | undefined)?.confirmPassword;
      return typeof confirm === "string" && confirm.length > 0;
    },
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const EMPTY_CHANGE_PASSWORD_FORM: TChangePasswordForm = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};
