import type { TUser } from "@crewlance/contracts/users";
import { useMutation } from "@tanstack/react-query";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { useNavigate } from "react-router";
import { showFormError } from "@/lib/form-server-error";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { placeServerErrors } from "./form-errors";

/**
 * Sends a finished wizard. On success the stored user (now onboarded) replaces the old one so
 * the guards let the person through to the dashboard; on failure the message is toasted, each
 * server field error goes on its field and the wizard returns to the first step holding one; a
 * message for no field stays above the wizard's buttons (the form's root error).
 */
export function useSaveOnboarding<TBody, TValues extends FieldValues>({
  save,
  steps,
  successMessage,
  beforeSaved,
  placeError,
  setError,
  showStep,
}: {
  save: (body: TBody) => Promise<TUser>;
  steps: ReadonlyArray<{ fields: readonly string[] }>;
  successMessage: string;
  beforeSaved?: () => void;
  placeError: (path: string, message: string) => void;
  setError: UseFormSetError<TValues>;
  showStep: (step: number) => void;
}) {
  const navigate = useNavigate();
  const setUser = useAuthStore((state) => state.setUser);
  return useMutation({
    mutationFn: save,
    onSuccess: (user) => {
      beforeSaved?.();
      setUser(user);
      toast.success(successMessage);
      navigate("/dashboard", { replace: true });
    },
    onError: (error) => {
      const placedOn: number[] = [];
      showFormError(error, setError, (path, message) => {
        const step = placeServerErrors({ [path]: message }, steps, placeError);
        if (step !== null) placedOn.push(step);
        return step !== null;
      });
      if (placedOn.length > 0) showStep(Math.min(...placedOn));
    },
  });
}
