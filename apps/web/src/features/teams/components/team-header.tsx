import { type TTeamDetail, teamRoleCan } from "@crewlance/contracts/teams";
import { useMutation } from "@tanstack/react-query";
import { Check, Globe2, Images, Lock, LogOut, MessagesSquare, Send, UsersRound, X } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { HireActions } from "@/components/collaborations/hire-actions";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SaveToggle } from "@/components/favourites/save-toggle";
import { LinkButton } from "@/components/link-button";
import { SafetyMenu } from "@/components/safety/safety-menu";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { acceptInvitation, cancelJoinRequest, declineInvitation, removeMember, requestToJoin } from "../api";
import { membersText, ROLE_LABEL, ROLE_TONE, VISIBILITY_LABEL } from "../labels";
import { useTeamStore } from "../store";

/** Join, request to join, cancel a request or leave: whichever applies to the viewer. */
function MembershipActions({ team }: { team: TTeamDetail }) {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const store = useTeamStore();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const refresh = () => store.fetchTeam(team.id);

  const answer = useMutation({
    mutationFn: (accept: boolean) =>
      accept ? acceptInvitation(team.viewerInvitationId ?? "") : declineInvitation(team.viewerInvitationId ?? ""),
    onSuccess: async (_result, accept) => {
      store.removeInvitation(team.viewerInvitationId ?? "");
      toast.success(accept ? `You joined ${team.name}` : "Invitation declined");
      await refresh();
      const fresh = useTeamStore.getState().currentTeam;
      if (accept && fresh) store.addTeam(fresh);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const ask = useMutation({
    mutationFn: () => requestToJoin(team.id),
    onSuccess: async () => {
      toast.success("Request sent: an admin will answer it");
      await Promise.all([refresh(), store.fetchMyJoinRequests()]);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const cancel = useMutation({
    mutationFn: () => cancelJoinRequest(team.viewerJoinRequestId ?? ""),
    onSuccess: async () => {
      store.removeJoinRequest(team.viewerJoinRequestId ?? "");
      toast.success("Request cancelled");
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const leave = useMutation({
    mutationFn: () => removeMember(team.id, user?.id ?? ""),
    onSuccess: () => {
      store.removeTeam(team.id);
      toast.success(`You left ${team.name}`);
      navigate("/team");
    },
  });

  if (team.viewerInvitationId) {
    return (
      <>
        <Button onClick={() => answer.mutate(true)} disabled={answer.isPending}>
          <Check className="size-4" aria-hidden />
          Join team
        </Button>
        <Button variant="secondary" onClick={() => answer.mutate(false)} disabled={answer.isPending}>
          <X className="size-4" aria-hidden />
          Decline
        </Button>
      </>
    );
  }
  if (team.viewerJoinRequestId) {
    return (
      <Button variant="secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
        <X className="size-4" aria-hidden />
        Cancel request
      </Button>
    );
  }
  if (!team.viewerRole && team.visibility === "PUBLIC" && user?.role === "FREELANCER") {
    return (
      <Button onClick={() => ask.mutate()} disabled={ask.isPending}>
        <Send className="size-4" aria-hidden />
        {ask.isPending ? "Sending..." : "Request to join"}
      </Button>
    );
  }
  if (teamRoleCan(team.viewerRole, "leave")) {
    return (
      <>
        <Button variant="secondary" onClick={() => setConfirmLeave(true)}>
          <LogOut className="size-4" aria-hidden />
          Leave team
        </Button>
        <ConfirmDialog
          open={confirmLeave}
          onOpenChange={(open) => {
            setConfirmLeave(open);
            if (!open) leave.reset();
          }}
          title={`Leave ${team.name}?`}
          description="You stop seeing its private pages, projects and chat. An admin can invite you again."
          confirmLabel={leave.isPending ? "Leaving..." : "Leave team"}
          tone="danger"
          busy={leave.isPending}
          error={leave.error}
          onConfirm={() => leave.mutate()}
        />
      </>
    );
  }
  return null;
}

export function TeamHeader({ team }: { team: TTeamDetail }) {
  const VisibilityIcon = team.visibility === "PRIVATE" ? Lock : Globe2;
  return (
    <header className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <div className="h-20 bg-gradient-to-r from-amber-200 via-amber-100 to-orange-100 sm:h-24 dark:from-amber-500/25 dark:via-amber-500/10 dark:to-orange-500/10" />
      <div className="-mt-10 flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:px-6">
        <Avatar src={team.avatarUrl} name={team.name} size="lg" className="ring-4 ring-surface" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-bold tracking-tight text-fg">{team.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <VisibilityIcon className="size-4" aria-hidden />
              {VISIBILITY_LABEL[team.visibility]}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <UsersRound className="size-4" aria-hidden />
              {membersText(team.memberCount)}
            </span>
            {team.viewerRole ? (
              <Badge tone={ROLE_TONE[team.viewerRole]}>You are {ROLE_LABEL[team.viewerRole].toLowerCase()}</Badge>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SaveToggle kind="team" id={team.id} />
          <HireActions recipient={{ teamId: team.id, name: team.name }} className="contents" />
          <MembershipActions team={team} />
          <LinkButton to={`/team/${team.id}/portfolio`}>
            <Images className="size-4" aria-hidden />
            Portfolio
          </LinkButton>
          {team.viewerRole ? (
            <LinkButton to={`/team/${team.id}/chat`}>
              <MessagesSquare className="size-4" aria-hidden />
              Chat
            </LinkButton>
          ) : null}
          {/* Members don't report their own team; everyone else may (decision 0092). */}
          {team.viewerRole ? null : (
            <SafetyMenu
              className="size-10"
              label={`More actions for ${team.name}`}
              ownerId={team.owner.id}
              report={{ itemKind: "TEAM", itemId: team.id, itemName: team.name }}
            />
          )}
        </div>
      </div>
      {team.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5 border-t border-line px-5 py-3 sm:px-6" aria-label="Skills">
          {team.skills.map((skill) => (
            <li key={skill}>
              <Badge tone="accent">{skill}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
