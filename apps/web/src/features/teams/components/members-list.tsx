import type { TTeamDetail, TTeamMember } from "@crewlance/contracts/teams";
import { useMutation } from "@tanstack/react-query";
import { UserMinus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { errorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { removeMember, updateMember } from "../api";
import { ROLE_LABEL, ROLE_TONE } from "../labels";
import { memberActions } from "../permissions";
import { useTeamStore } from "../store";

function MemberRow({ team, member }: { team: TTeamDetail; member: TTeamMember }) {
  const viewerId = useAuthStore((state) => state.user?.id);
  const store = useTeamStore();
  const actions = memberActions(team.viewerRole, viewerId, member);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const changeRole = useMutation({
    mutationFn: (role: "ADMIN" | "MEMBER") => updateMember(team.id, member.userId, { role }),
    onSuccess: (updated) => {
      store.updateMember(team.id, member.userId, { role: updated.role });
      toast.success(`${member.user.fullName} is now ${ROLE_LABEL[updated.role].toLowerCase()}`);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: () => removeMember(team.id, member.userId),
    onSuccess: () => {
      store.removeMember(team.id, member.userId);
      setConfirmRemove(false);
      toast.success(`${member.user.fullName} was removed from the team`);
    },
  });

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={member.user.avatarUrl} name={member.user.fullName} size="sm" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
            <Link to={`/freelancers/${member.userId}`} className="truncate hover:underline">
              {member.user.fullName}
            </Link>
            {member.userId === viewerId ? <span className="text-xs text-muted">(you)</span> : null}
            <Badge tone={ROLE_TONE[member.role]}>{ROLE_LABEL[member.role]}</Badge>
          </p>
          <p className="truncate text-xs text-muted">{member.title ?? member.user.headline ?? "Team member"}</p>
        </div>
      </div>
      {actions.changeRole || actions.remove ? (
        <div className="flex items-center gap-2">
          {actions.changeRole ? (
            <Select
              className="w-32"
              aria-label={`Role of ${member.user.fullName}`}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) => changeRole.mutate(event.target.value as "ADMIN" | "MEMBER")}
            >
              <option value="ADMIN">Admin</option>
              <option value="MEMBER">Member</option>
            </Select>
          ) : null}
          {actions.remove ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setConfirmRemove(true)}
              aria-label={`Remove ${member.user.fullName}`}
            >
              <UserMinus className="size-4" aria-hidden />
              <span className="sm:sr-only">Remove</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={(open) => {
          setConfirmRemove(open);
          if (!open) remove.reset();
        }}
        title={`Remove ${member.user.fullName}?`}
        description={`They leave ${team.name} and its chat. They can be invited again later.`}
        confirmLabel={remove.isPending ? "Removing..." : "Remove"}
        tone="danger"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

/** Members ordered as the API orders them, with exactly the actions the viewer may take on each. */
export function MembersList({ team }: { team: TTeamDetail }) {
  return (
    <ul className="divide-y divide-line">
      {team.members.map((member) => (
        <MemberRow key={member.userId} team={team} member={member} />
      ))}
    </ul>
  );
}
