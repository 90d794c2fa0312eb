import { type TChooseRoleRequest, ZChooseRoleRequest } from "@crewlance/contracts/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { RoleCards } from "@/components/role-cards";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { showFormError } from "@/lib/form-server-error";
import { useAuthStore } from "@/lib/session/auth-store";
import { chooseRole } from "../api";

/**
 * The first onboarding step for someone who signed up with Google, LinkedIn or GitHub: the
 * provider told us who they are, not whether they hire or work. Once saved, the
 * stored user carries the role and the onboarding screen shows that role's wizard.
 */
export function RoleChoice({ firstName }: { firstName?: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TChooseRoleRequest>({ resolver: zodResolver(ZChooseRoleRequest) });
  const save = useMutation({
    mutationFn: chooseRole,
    onSuccess: (user) => useAuthStore.getState().setUser(user),
    onError: (error) => showFormError(error, setError, ["role"]),
  });

  return (
    <>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-amber-700 dark:text-amber-400">
          Welcome{firstName ? `, ${firstName}` : ""}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">How will you use Crewlance?</h1>
        <p className="text-sm text-muted">Pick one to set up your profile. It decides what you see first.</p>
      </div>
      <Card className="p-4 sm:p-6">
        <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="space-y-5">
          <RoleCards field={register("role")} error={errors.role?.message} hideLegend />
          <FormAlert message={errors.root?.server?.message} />
          <div className="flex justify-end border-t border-line pt-5">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Continue"}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
