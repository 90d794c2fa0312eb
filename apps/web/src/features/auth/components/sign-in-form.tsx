import type { TLoginRequest } from "@crewlance/contracts/auth";
import type { TSecondFactorChallenge } from "@crewlance/contracts/two-factor";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import type { UseFormSetError } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { showFormError } from "@/lib/form-server-error";
import { type Suspension, suspensionOf } from "@/lib/standing/api";
import { asksSecondFactor, finishSignIn, login } from "../api";
import { loadOnce, startLoading } from "../load-once";
import { useReturnPath } from "../use-return-path";

type LoginField = keyof TLoginRequest;
type LoginErrors = Partial<Record<LoginField | "root.server", string>>;
const FIELDS: readonly LoginField[] = ["email", "password"];

// The contract's schema (and zod with it) loads on first focus or submit, so the login page paints
// without it; the form's state is a few lines here instead of react-hook-form (decision 0020).
const loadValidation = loadOnce(() => import("../form-resolvers").then((module) => module.loginFieldErrors));
const preloadValidation = () => startLoading(loadValidation);

/**
 * The email sign-in form. It behaves as the react-hook-form forms do (their defaults): nothing is
 * checked until the first submit; a submit checks every field, shows each field's first error,
 * focuses the first wrong field and clears the last server error; after that, each field is
 * checked again as it changes.
 */
export function SignInForm({
  onSuspended,
  onSecondFactor,
}: {
  onSuspended?: (suspension: Suspension) => void;
  /** The account has two-factor sign-in on: the screen asks for the code next (decision 0094). */
  onSecondFactor: (challenge: TSecondFactorChallenge) => void;
}) {
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const [errors, setErrors] = useState<LoginErrors>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const setError: UseFormSetError<TLoginRequest> = (name, error) =>
    setErrors((current) => ({ ...current, [name]: error.message }));
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (asksSecondFactor(answer)) onSecondFactor(answer);
      else finishSignIn(answer, returnTo, navigate);
    },
    onError: (error) => {
      // A suspended account is told why and may appeal, not shown a form error (decision 0092).
      const suspension = suspensionOf(error);
      if (suspension && onSuspended) onSuspended(suspension);
      else showFormError(error, setError, FIELDS);
    },
  });

  const values = (): TLoginRequest => ({
    email: inputs.current.email?.value ?? "",
    password: inputs.current.password?.value ?? "",
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const current = values();
    const fieldErrors = (await loadValidation())(current);
    setErrors(fieldErrors);
    const firstWrong = FIELDS.find((field) => fieldErrors[field] !== undefined);
    if (firstWrong) {
      inputs.current[firstWrong]?.focus();
      return;
    }
    mutation.mutate(current);
  };

  const onFieldChange = (field: LoginField) => async () => {
    if (!submitted.current) return;
    const message = (await loadValidation())(values())[field];
    setErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));
  };

  const fieldProps = (field: LoginField) => ({
    name: field,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    onChange: onFieldChange(field),
  });

  return (
    <form noValidate onFocus={preloadValidation} onSubmit={onSubmit} className="space-y-4">
      <Field label="Email" error={errors.email}>
        {(ids) => (
          <Input {...ids} {...fieldProps("email")} type="email" autoComplete="email" placeholder="you@example.com" />
        )}
      </Field>
      <div className="space-y-1.5">
        <Field label="Password" error={errors.password}>
          {(ids) => <PasswordInput {...ids} {...fieldProps("password")} autoComplete="current-password" />}
        </Field>
        <div className="text-right">
          <Link
            to="/forget-password"
            className="text-sm font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-400"
          >
            Forgot password?
          </Link>
        </div>
      </div>
      <FormAlert message={errors["root.server"]} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
