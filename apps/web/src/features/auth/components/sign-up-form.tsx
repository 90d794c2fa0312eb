import type { TRegisterRequest } from "@crewlance/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { type Resolver, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { RoleCards } from "@/components/role-cards";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { showFormError } from "@/lib/form-server-error";
import { useAuthStore } from "@/lib/session/auth-store";
import { register as registerAccount } from "../api";
import { loadOnce, startLoading } from "../load-once";
import { rememberCodeSent } from "../otp-resend";

// The contract's schema, loaded on first focus or submit: zod stays out of the first paint.
const loadResolver = loadOnce(() => import("../form-resolvers").then((module) => module.registerResolver));
const resolver: Resolver<TRegisterRequest> = async (values, context, options) =>
  (await loadResolver())(values, context, options);
const preloadResolver = () => startLoading(loadResolver);

export function SignUpForm() {
  const navigate = useNavigate();
  const setAuth = useAuthStore((state) => state.setAuth);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TRegisterRequest>({ resolver, defaultValues: { fullName: "", email: "", password: "" } });
  const mutation = useMutation({
    mutationFn: registerAccount,
    onSuccess: (session) => {
      setAuth(session);
      // Registration has just emailed a code, so the resend countdown starts now.
      rememberCodeSent();
      navigate("/email-verification", { replace: true });
    },
    onError: (error) => showFormError(error, setError, ["fullName", "email", "password", "role"]),
  });

  return (
    <form
      noValidate
      onFocus={preloadResolver}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      className="space-y-4"
    >
      <Field label="Full name" error={errors.fullName?.message}>
        {(ids) => <Input {...ids} {...register("fullName")} autoComplete="name" placeholder="Asha Rao" />}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {(ids) => (
          <Input {...ids} {...register("email")} type="email" autoComplete="email" placeholder="you@example.com" />
        )}
      </Field>
      <Field label="Password" hint="At least 8 characters." error={errors.password?.message}>
        {(ids) => <PasswordInput {...ids} {...register("password")} autoComplete="new-password" />}
      </Field>
      <RoleCards field={register("role")} error={errors.role?.message} />
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
