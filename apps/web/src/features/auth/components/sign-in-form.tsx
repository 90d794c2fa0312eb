import { type TLoginRequest, ZLoginRequest } from "@crewlance/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { showFormError } from "@/lib/form-server-error";
import { useAuthStore } from "@/lib/session/auth-store";
import { login, nextPathFor } from "../api";

export function SignInForm() {
  const navigate = useNavigate();
  const setAuth = useAuthStore((state) => state.setAuth);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TLoginRequest>({ resolver: zodResolver(ZLoginRequest), defaultValues: { email: "", password: "" } });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      setAuth(session);
      navigate(nextPathFor(session.user), { replace: true });
    },
    onError: (error) => showFormError(error, setError, ["email", "password"]),
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-4">
      <Field label="Email" error={errors.email?.message}>
        {(ids) => (
          <Input {...ids} {...register("email")} type="email" autoComplete="email" placeholder="you@example.com" />
        )}
      </Field>
      <div className="space-y-1.5">
        <Field label="Password" error={errors.password?.message}>
          {(ids) => <PasswordInput {...ids} {...register("password")} autoComplete="current-password" />}
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
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
