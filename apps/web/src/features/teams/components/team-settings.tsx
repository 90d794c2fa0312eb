import { type TTeamDetail, teamRoleCan, ZTeamCreateBody } from "@crewlance/contracts/teams";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Crown, ImageUp, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-client";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { deleteTeam, transferOwnership, updateTeam, uploadTeamAvatar } from "../api";
import { TEAM_IMAGE_ACCEPT, teamImageProblem } from "../image-file";
import { useTeamStore } from "../store";
import { TEAM_FORM_FIELDS, TeamFormFields, type TeamFormValues } from "./team-form-fields";
import { TeamHandleForm } from "./team-handle-form";

function EditForm({ team }: { team: TTeamDetail }) {
  const store = useTeamStore();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TeamFormValues>({
    resolver: zodResolver(ZTeamCreateBody.required()),
    defaultValues: {
      name: team.name,
      description: team.description,
      skills: team.skills,
      visibility: team.visibility,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateTeam(team.id, values);
      store.updateTeam(saved);
      reset(values);
      toast.success("Team saved");
    } catch (error) {
      showFormError(error, setError, TEAM_FORM_FIELDS);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={errors.root?.server?.message} />
      <TeamFormFields register={register} control={control} errors={errors} visibility={watch("visibility")} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}

function AvatarUpload({ team }: { team: TTeamDetail }) {
  const store = useTeamStore();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadTeamAvatar(team.id, file),
    onSuccess: (saved) => {
      store.updateTeam({ id: team.id, avatarUrl: saved.avatarUrl });
      toast.success("Avatar updated");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={TEAM_IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          const problem = teamImageProblem(file);
          if (problem) return void toast.error(problem);
          upload.mutate(file);
        }}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={upload.isPending}>
        <ImageUp className="size-4" aria-hidden />
        {upload.isPending ? "Uploading..." : "Change avatar"}
      </Button>
      {upload.error ? (
        <div className="mt-3">
          <FormAlert error={upload.error} />
        </div>
      ) : null}
    </div>
  );
}

function TransferOwnership({ team }: { team: TTeamDetail }) {
  const fetchTeam = useTeamStore((state) => state.fetchTeam);
  const candidates = team.members.filter((member) => member.role !== "OWNER");
  const [userId, setUserId] = useState("");
  const [confirm, setConfirm] = useState(false);
  const chosen = candidates.find((member) => member.userId === userId);
  const transfer = useMutation({
    mutationFn: () => transferOwnership(team.id, userId),
    onSuccess: async () => {
      setConfirm(false);
      toast.success(`${chosen?.user.fullName ?? "They"} now owns ${team.name}`);
      await fetchTeam(team.id);
    },
  });
  if (candidates.length === 0) {
    return <p className="text-sm text-muted">Invite a member first: ownership goes to someone in the team.</p>;
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label="New owner" className="flex-1">
        {(ids) => (
          <Select {...ids} value={userId} onChange={(event) => setUserId(event.target.value)}>
            <option value="">Choose a member</option>
            {candidates.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.user.fullName}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button variant="secondary" disabled={!chosen} onClick={() => setConfirm(true)}>
        <Crown className="size-4" aria-hidden />
        Transfer ownership
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={(open) => {
          setConfirm(open);
          if (!open) transfer.reset();
        }}
        title={`Make ${chosen?.user.fullName ?? "them"} the owner?`}
        description={`They get every right over ${team.name}; you stay on as an admin.`}
        confirmLabel={transfer.isPending ? "Transferring..." : "Transfer"}
        busy={transfer.isPending}
        error={transfer.error}
        onConfirm={() => transfer.mutate()}
      />
    </div>
  );
}

function DeleteTeam({ team }: { team: TTeamDetail }) {
  const navigate = useNavigate();
  const removeTeam = useTeamStore((state) => state.removeTeam);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useMutation({
    mutationFn: () => deleteTeam(team.id),
    onSuccess: () => {
      removeTeam(team.id);
      toast.success(`${team.name} was deleted`);
      navigate("/team");
    },
  });
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        Delete team
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setTyped("");
            remove.reset();
          }
        }}
        title={`Delete ${team.name}?`}
        description={`The team, its members list, invitations and portfolio go for good. A team with an active project cannot be deleted. Type “${team.name}” to confirm.`}
        confirmLabel={remove.isPending ? "Deleting..." : "Delete team"}
        tone="danger"
        busy={remove.isPending || typed.trim() !== team.name}
        error={remove.error}
        onConfirm={() => remove.mutate()}
      >
        <Field label="Team name">
          {(ids) => (
            <Input {...ids} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          )}
        </Field>
      </ConfirmDialog>
    </>
  );
}

/** Settings for the team's admins: edit, avatar and public page; for the owner also transfer and delete. */
export function TeamSettings({ team }: { team: TTeamDetail }) {
  const owner = team.viewerRole === "OWNER";
  return (
    <div className="space-y-8">
      <section aria-labelledby="settings-details" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="settings-details" className="text-sm font-semibold text-fg">
            Details
          </h3>
          <AvatarUpload team={team} />
        </div>
        <EditForm team={team} />
      </section>
      <section aria-labelledby="settings-public-page" className="space-y-3 border-t border-line pt-6">
        <h3 id="settings-public-page" className="text-sm font-semibold text-fg">
          Public page
        </h3>
        <TeamHandleForm team={team} />
      </section>
      {teamRoleCan(team.viewerRole, "transfer") ? (
        <section aria-labelledby="settings-transfer" className="space-y-3 border-t border-line pt-6">
          <h3 id="settings-transfer" className="text-sm font-semibold text-fg">
            Transfer ownership
          </h3>
          <TransferOwnership team={team} />
        </section>
      ) : null}
      {owner && teamRoleCan(team.viewerRole, "delete") ? (
        <section aria-labelledby="settings-delete" className="space-y-3 border-t border-line pt-6">
          <h3 id="settings-delete" className="text-sm font-semibold text-red-600 dark:text-red-400">
            Delete the team
          </h3>
          <p className="text-sm text-muted">Deleting cannot be undone.</p>
          <DeleteTeam team={team} />
        </section>
      ) : null}
    </div>
  );
}
