import { ZTeamCreateBody } from "@crewlance/contracts/teams";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FilePicker } from "@/components/file-picker";
import { FormAlert } from "@/components/form-alert";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { createTeam, uploadTeamAvatar } from "../api";
import { TEAM_FORM_FIELDS, TeamFormFields, type TeamFormValues } from "../components/team-form-fields";
import { TEAM_IMAGE_ACCEPT, teamImageProblem } from "../image-file";
import { useTeamStore } from "../store";

/** /team/create, for freelancers: the route shows everyone else whom it is for (app/role-only.tsx). */
export default function TeamCreateScreen() {
  const navigate = useNavigate();
  const addTeam = useTeamStore((state) => state.addTeam);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TeamFormValues>({
    resolver: zodResolver(ZTeamCreateBody.required()),
    defaultValues: { name: "", description: "", skills: [], visibility: "PUBLIC" },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (avatar) {
      const problem = teamImageProblem(avatar);
      if (problem) return setAvatarError(problem);
    }
    try {
      let team = await createTeam(values);
      if (avatar) {
        try {
          team = await uploadTeamAvatar(team.id, avatar);
        } catch (error) {
          toast.error(`The team is created, but its avatar was not saved: ${errorMessage(error)}`);
        }
      }
      addTeam(team);
      toast.success(`${team.name} is created`);
      navigate(`/team/${team.id}`);
    } catch (error) {
      showFormError(error, setError, TEAM_FORM_FIELDS);
    }
  });

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title="Create Team" description="You become its owner; invite members once it exists." />
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      >
        <FormAlert message={errors.root?.server?.message} />
        <TeamFormFields register={register} control={control} errors={errors} visibility={watch("visibility")} />
        <FilePicker
          label="Avatar"
          hint="JPEG, PNG or WebP, up to 5 MB. Optional."
          accept={TEAM_IMAGE_ACCEPT}
          file={avatar}
          error={avatarError}
          onChange={(file) => {
            setAvatar(file);
            setAvatarError(file ? (teamImageProblem(file) ?? undefined) : undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <LinkButton to="/team">Cancel</LinkButton>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Creating..." : "Create team"}
          </Button>
        </div>
      </form>
    </div>
  );
}
