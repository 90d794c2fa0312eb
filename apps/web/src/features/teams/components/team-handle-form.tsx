import { type TTeamHandleUpdate, teamPagePath, ZTeamHandleUpdate } from "@crewlance/contracts/handles";
import type { TTeamDetail } from "@crewlance/contracts/teams";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { CopyLinkButton } from "@/components/handles/copy-link-button";
import { HandleAvailabilityNote } from "@/components/handles/handle-availability-note";
import { useHandleAvailability } from "@/components/handles/use-handle-availability";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { setTeamHandle } from "../api";
import { useTeamStore } from "../store";

/**
 * The address of the team's public page, /t/<handle> (decision 0095), in the one namespace it
 * shares with people. A private team's page shows to nobody; the handle is kept for when it opens.
 */
export function TeamHandleForm({ team }: { team: TTeamDetail }) {
  const updateTeam = useTeamStore((state) => state.updateTeam);
  const form = useForm<TTeamHandleUpdate>({
    resolver: zodResolver(ZTeamHandleUpdate),
    defaultValues: { handle: team.handle ?? "" },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const typed = form.watch("handle");
  const availability = useHandleAvailability(typed, team.handle);
  const savedUrl = team.handle ? `${window.location.origin}${teamPagePath(team.handle)}` : null;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await setTeamHandle(team.id, values.handle);
      updateTeam({ id: team.id, handle: saved.handle });
      form.reset({ handle: saved.handle });
      toast.success("The team's handle has been saved.");
    } catch (error) {
      showFormError(error, form.setError, ["handle"]);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-muted">
        {team.visibility === "PUBLIC"
          ? "Anyone with the link can see the team's public page, and search engines can list it."
          : "The team is private, so its public page shows to nobody until you make the team public."}
      </p>
      <div className="space-y-1">
        <Field
          label="Team handle"
          hint="3–30 characters: letters a–z, digits and single hyphens."
          error={errors.handle?.message}
        >
          {(ids) => (
            <Input
              {...ids}
              {...form.register("handle")}
              placeholder="e.g. pixel-forge"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        {errors.handle ? null : (
          <HandleAvailabilityNote state={availability} ownLabel="This is the team's handle now." />
        )}
      </div>
      {savedUrl && !isDirty ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="break-all text-sm font-medium text-fg">{savedUrl}</span>
          <CopyLinkButton url={savedUrl} />
        </div>
      ) : null}
      <FormAlert message={errors.root?.server?.message} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Saving..." : "Save handle"}
        </Button>
      </div>
    </form>
  );
}
