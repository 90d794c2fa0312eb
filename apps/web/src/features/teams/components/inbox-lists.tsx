import type { TJoinRequest, TTeamInvitation } from "@crewlance/contracts/teams";
import { useMutation } from "@tanstack/react-query";
import { Check, Mail, Send, X } from "lucide-react";
import { Link } from "react-router";
import { RelativeTime } from "@/components/relative-time";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { acceptInvitation, cancelJoinRequest, declineInvitation } from "../api";
import { ROLE_LABEL } from "../labels";
import { useTeamStore } from "../store";

function InvitationRow({ invitation }: { invitation: TTeamInvitation }) {
  const removeInvitation = useTeamStore((state) => state.removeInvitation);
  const fetchMyTeams = useTeamStore((state) => state.fetchMyTeams);
  const answer = useMutation({
    mutationFn: (accept: boolean) => (accept ? acceptInvitation(invitation.id) : declineInvitation(invitation.id)),
    onSuccess: (_result, accept) => {
      removeInvitation(invitation.id);
      toast.success(accept ? `You joined ${invitation.team.name}` : "Invitation declined");
      if (!accept) return;
      // The team is mine now: it leaves the suggestions and joins my teams.
      useTeamStore.setState((state) => ({
        suggestedTeams: state.suggestedTeams.filter((team) => team.id !== invitation.team.id),
      }));
      void fetchMyTeams();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={invitation.team.avatarUrl} name={invitation.team.name} size="sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-fg">
            <Link to={`/team/${invitation.team.id}`} className="hover:underline">
              {invitation.team.name}
            </Link>
          </p>
          <p className="text-xs text-muted">
            {invitation.inviter.fullName} invited you as {ROLE_LABEL[invitation.role].toLowerCase()} · expires{" "}
            <RelativeTime iso={invitation.expiresAt} />
          </p>
          {invitation.message ? <p className="mt-1 text-sm text-fg">“{invitation.message}”</p> : null}
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => answer.mutate(true)}
          disabled={answer.isPending}
          aria-label={`Accept the invitation to ${invitation.team.name}`}
        >
          <Check className="size-4" aria-hidden />
          Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => answer.mutate(false)}
          disabled={answer.isPending}
          aria-label={`Decline the invitation to ${invitation.team.name}`}
        >
          <X className="size-4" aria-hidden />
          Decline
        </Button>
      </div>
    </li>
  );
}

function JoinRequestRow({ request }: { request: TJoinRequest }) {
  const removeJoinRequest = useTeamStore((state) => state.removeJoinRequest);
  const cancel = useMutation({
    mutationFn: () => cancelJoinRequest(request.id),
    onSuccess: () => {
      removeJoinRequest(request.id);
      toast.success("Request cancelled");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar src={request.team.avatarUrl} name={request.team.name} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-fg">
          <Link to={`/team/${request.team.id}`} className="hover:underline">
            {request.team.name}
          </Link>
        </p>
        <p className="text-xs text-muted">
          Asked <RelativeTime iso={request.createdAt} /> · <Badge tone="warning">Waiting for an admin</Badge>
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => cancel.mutate()}
        disabled={cancel.isPending}
        aria-label={`Cancel the request to join ${request.team.name}`}
      >
        Cancel
      </Button>
    </li>
  );
}

function InboxCard({ title, icon: Icon, children }: { title: string; icon: typeof Mail; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 shadow-sm" aria-label={title}>
      <h2 className="flex items-center gap-2 text-sm font-semibold text-fg">
        <Icon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** My invitations (accept, decline) and my join requests (cancel); a list shows only when it has rows. */
export function TeamInbox({ invitations, requests }: { invitations: TTeamInvitation[]; requests: TJoinRequest[] }) {
  if (invitations.length === 0 && requests.length === 0) return null;
  return (
    <div className={invitations.length > 0 && requests.length > 0 ? "grid gap-4 lg:grid-cols-2" : "grid gap-4"}>
      {invitations.length > 0 ? (
        <InboxCard title="Invitations" icon={Mail}>
          <ul className="divide-y divide-line">
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        </InboxCard>
      ) : null}
      {requests.length > 0 ? (
        <InboxCard title="My join requests" icon={Send}>
          <ul className="divide-y divide-line">
            {requests.map((request) => (
              <JoinRequestRow key={request.id} request={request} />
            ))}
          </ul>
        </InboxCard>
      ) : null}
    </div>
  );
}
