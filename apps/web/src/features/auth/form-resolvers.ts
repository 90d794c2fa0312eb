import { ZLoginRequest, ZRegisterRequest } from "@crewlance/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";

// Loaded on first use (lazy-resolver.ts, sign-in-form.tsx): these pull zod's core, which the
// login page's first download leaves out (decision 0020). The forms still validate with the
// shared contract schemas.

/** The sign-in form's field errors under the contract's schema: the first message of each field. */
export function loginFieldErrors(values: {
  email: string;
  password: string;
}): Partial<Record<"email" | "password", string>> {
  const result = ZLoginRequest.safeParse(values);
  const errors: Partial<Record<"email" | "password", string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

// The contract's role enum has no sentence of its own; this one tells the person what to do.
export const registerResolver = zodResolver(ZRegisterRequest, {
  error: (issue) => (issue.path?.[0] === "role" ? "Choose whether you want to work or to hire." : undefined),
});
