import { APPEAL_TEXT_MAX, ZAppealCreate } from "@crewlance/contracts/safety";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { showFormError } from "@/lib/form-server-error";
import { formatCount } from "@/lib/format";
import { sendAppeal, standingKeys } from "@/lib/standing/api";
import { toast } from "@/lib/toast";

type Values = { actionId: string; text: string };

/** The one appeal a person may send against an action (decision 0092), up to 2,000 characters. */
export function AppealForm({ actionId, appealToken }: { actionId: string; appealToken?: string }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(ZAppealCreate), defaultValues: { actionId, text: "" } });
  const length = watch("text").length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await sendAppeal(values, appealToken);
      toast.success(message ?? "Your appeal was sent. An admin who didn't take this action will decide it.");
      await queryClient.invalidateQueries({ queryKey: standingKeys.all });
    } catch (error) {
      showFormError(error, setError, ["text"]);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <Field
        label="Your appeal"
        error={errors.text?.message}
        hint="You can appeal once. An admin who didn't take this action decides."
      >
        {(ids) => <Textarea {...ids} {...register("text")} rows={5} maxLength={APPEAL_TEXT_MAX} />}
      </Field>
      <p className="text-right text-xs text-muted" aria-live="polite">
        {formatCount(length, "western")} / {formatCount(APPEAL_TEXT_MAX, "western")} characters
      </p>
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send appeal"}
      </Button>
    </form>
  );
}
