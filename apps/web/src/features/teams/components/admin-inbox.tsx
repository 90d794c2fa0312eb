import { type TTeamDetail, teamRoleCan } from "@crewlance/contracts/teams";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Mail, X } from "lucide-react";
import { RelativeTime } from "@/components/relative-time";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import {
  approveJoinRequest,
  cancelEmailInvitation,
  cancelInvitation,
  rejectJoinRequest,
  teamEmailInvitationsQuery,
  teamInvitationsQuery,
  teamJoinRequestsQuery,
} from "../api";
import { teamKeys } from "../query-keys";
import { useTeamStore } from "../store";
import { InvitePeople } from "./invite-people";

/** For admins: invite people, answer join requests, cancel invitations not yet answered. */
export function AdminInbox({ team }: { team: TTeamDetail }) {
  const queryClient = useQueryClient();
  const fetchTeam = useTeamStore((state) => state.fetchTeam);
  const requests = useQuery(teamJoinRequestsQuery(team.id));
  const invitations = useQuery(teamInvitationsQuery(team.id));
  const emailInvitations = useQuery(teamEmailInvitationsQuery(team.id)).data?.items ?? [];
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
    mutationFn: ({ id, byEmail }: { id: string; byEmail: boolean }) =>
      byEmail ? cancelEmailInvitation(team.id, id) : cancelInvitation(id),
    onSuccess: async () => {
      toast.success("Invitation cancelled");
      await queryClient.invalidateQueries({ queryKey: teamKeys.invitations(team.id) });
      await queryClient.invalidateQueries({ queryKey: teamKeys.emailInvitations(team.id) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <div className="space-y-6">
      <InvitePeople teamId={team.id} canInviteAdmins={teamRoleCan(team.viewerRole, "changeRole")} />
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
        {pendingInvitations.length === 0 && emailInvitations.length === 0 ? (
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
                  onClick={() => cancel.mutate({ id: invitation.id, byEmail: false })}
                  disabled={cancel.isPending}
                  aria-label={`Cancel the invitation to ${invitation.invitee.fullName}`}
                >
                  Cancel
                </Button>
              </li>
            ))}
            {emailInvitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
                <span className="grid size-8 place-items-center rounded-full bg-surface-muted text-muted" aria-hidden>
                  <Mail className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">{invitation.email}</p>
                  <p className="text-xs text-muted">
                    Waiting for sign-up · expires <RelativeTime iso={invitation.expiresAt} />
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => cancel.mutate({ id: invitation.id, byEmail: true })}
                  disabled={cancel.isPending}
                  aria-label={`Cancel the invitation to ${invitation.email}`}
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
