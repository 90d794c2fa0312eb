import type { TUser } from "@crewlance/contracts/user";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useAuthStore } from "@/features/auth/store";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { placeServerErrors } from "./form-errors";

/**
 * Sends a finished wizard. On success the stored user (now onboarded) replaces the old one so
 * the guards let the person through to the dashboard; on failure the message is toasted, each
 * server field error goes on its field and the wizard returns to the first step holding one.
 */
export function useSaveOnboarding<TBody>({
  save,
  steps,
  successMessage,
  beforeSaved,
  placeError,
  showStep,
}: {
  save: (body: TBody) => Promise<TUser>;
  steps: ReadonlyArray<{ fields: readonly string[] }>;
  successMessage: string;
  beforeSaved?: () => void;
  placeError: (path: string, message: string) => void;
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
      toast.error(errorMessage(error));
      if (!(error instanceof ApiError)) return;
      const first = placeServerErrors(error.fieldErrors, steps, placeError);
      if (first !== null) showStep(first);
    },
  });
}
