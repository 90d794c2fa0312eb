import { type TTeamDetail, type TTeamInviteBody, ZTeamInviteBody } from "@crewlance/contracts/teams";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, MailPlus, X } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { RelativeTime } from "@/components/relative-time";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-client";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import {
  approveJoinRequest,
  cancelInvitation,
  inviteToTeam,
  rejectJoinRequest,
  teamInvitationsQuery,
  teamJoinRequestsQuery,
} from "../api";
import { teamKeys } from "../query-keys";
import { useTeamStore } from "../store";

type InviteValues = { email: string; role: "ADMIN" | "MEMBER" };

function InviteForm({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues, unknown, TTeamInviteBody>({
    resolver: zodResolver(ZTeamInviteBody) as never,
    defaultValues: { email: "", role: "MEMBER" },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const invitation = await inviteToTeam(teamId, values);
      toast.success(`Invitation sent to ${invitation.invitee.fullName}`);
      reset();
      await queryClient.invalidateQueries({ queryKey: teamKeys.invitations(teamId) });
    } catch (error) {
      showFormError(error, setError, ["email", "role"]);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem_auto] sm:items-start">
        <Field label="Email of the person to invite" error={errors.email?.message}>
          {(ids) => (
            <Input {...ids} type="email" autoComplete="off" placeholder="name@example.com" {...register("email")} />
          )}
        </Field>
        <Field label="Role" error={errors.role?.message}>
          {(ids) => (
            <Select {...ids} {...register("role")}>
              <option value="MEMBER">Member</option>
              <option value="ADMIN">Admin</option>
            </Select>
          )}
        </Field>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-6.5">
          <MailPlus className="size-4" aria-hidden />
          {isSubmitting ? "Sending..." : "Invite"}
        </Button>
      </div>
    </form>
  );
}

/** For admins: invite people, answer join requests, cancel invitations not yet answered. */
export function AdminInbox({ team }: { team: TTeamDetail }) {
  const queryClient = useQueryClient();
  const fetchTeam = useTeamStore((state) => state.fetchTeam);
  const requests = useQuery(teamJoinRequestsQuery(team.id));
  const invitations = useQuery(teamInvitationsQuery(team.id));
  const pendingRequests = (requests.data?.items ?? []).filter((item) => item.status === "PENDING");
  const pendingInvitations = (invitations.data?.items ?? []).filter((item) => item.status === "PENDING");

  const answer = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      approve ? approveJoinRequest(id) : rejectJoinRequest(id),
    onSuccess: async (request, { approve }) => {
      toast.success(approve ? `${request.user.fullName} joined the team` : "Request rejected");
      await queryClient.invalidateQueries({ queryKey: teamKeys.joinRequests(team.id) });
      if (approve) await fetchTeam(team.id);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => cancelInvitation(id),
    onSuccess: async () => {
      toast.success("Invitation cancelled");
      await queryClient.invalidateQueries({ queryKey: teamKeys.invitations(team.id) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <div className="space-y-6">
      <InviteForm teamId={team.id} />
      <div>
        <h3 className="text-sm font-semibold text-fg">Join requests</h3>
        {pendingRequests.length === 0 ? (
          <p className="mt-1 text-sm text-muted">No one is waiting to join.</p>
        ) : (
          <ul className="divide-y divide-line">
            {pendingRequests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center gap-3 py-3">
                <Avatar src={request.user.avatarUrl} name={request.user.fullName} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">{request.user.fullName}</p>
                  <p className="text-xs text-muted">
                    Asked <RelativeTime iso={request.createdAt} />
                    {request.message ? ` · “${request.message}”` : ""}
                  </p>
                </div>
                <Button
                  size="sm"
                  onClick={() => answer.mutate({ id: request.id, approve: true })}
                  disabled={answer.isPending}
                  aria-label={`Approve ${request.user.fullName}`}
                >
                  <Check className="size-4" aria-hidden />
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => answer.mutate({ id: request.id, approve: false })}
                  disabled={answer.isPending}
                  aria-label={`Reject ${request.user.fullName}`}
                >
                  <X className="size-4" aria-hidden />
                  Reject
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-fg">Invitations sent</h3>
        {pendingInvitations.length === 0 ? (
          <p className="mt-1 text-sm text-muted">No invitation is waiting for an answer.</p>
        ) : (
          <ul className="divide-y divide-line">
            {pendingInvitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
                <Avatar src={invitation.invitee.avatarUrl} name={invitation.invitee.fullName} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">{invitation.invitee.fullName}</p>
                  <p className="text-xs text-muted">
                    Expires <RelativeTime iso={invitation.expiresAt} />
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => cancel.mutate(invitation.id)}
                  disabled={cancel.isPending}
                  aria-label={`Cancel the invitation to ${invitation.invitee.fullName}`}
                >
                  Cancel
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
