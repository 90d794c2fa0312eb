import { type TTeamMember, type TTeamRole, teamRoleCan, teamRoleOutranks } from "@crewlance/contracts/teams";

/** The member actions a viewer may take on one member, straight from the contracts' permission table. */
type MemberActions = { changeRole: boolean; remove: boolean; editTitle: boolean; leave: boolean };

export function memberActions(
  viewerRole: TTeamRole | null,
  viewerId: string | undefined,
  member: Pick<TTeamMember, "userId" | "role">,
): MemberActions {
  const self = member.userId === viewerId;
  const outranks = teamRoleOutranks(viewerRole, member.role);
  return {
    changeRole: !self && teamRoleCan(viewerRole, "changeRole") && outranks,
    remove: !self && teamRoleCan(viewerRole, "removeMember") && outranks,
    editTitle: self ? viewerRole != null : teamRoleCan(viewerRole, "edit"),
    leave: self && teamRoleCan(viewerRole, "leave"),
  };
}
