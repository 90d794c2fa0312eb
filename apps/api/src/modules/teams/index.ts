/*
 * The teams module's door: teams, their members and roles, invitations, join requests and the
 * portfolio. Teams sits below projects in the module order (docs/architecture.md): what it needs
 * to know about a team's projects, projects supplies at wiring (supplyTeamProjects) or answers
 * through an event (TeamDeleting).
 */

export { ownedTeamsWithOthers, teamDataOf } from "./account-data";
export { joinRequestRoutes, teamInvitationRoutes } from "./inbox-routes";
export { acceptInvitation } from "./invitation-answer-service";
export { inviteToTeam } from "./invite-service";
export { requestToJoin } from "./join-request-service";
export { listen } from "./listeners";
export { updateTeamMember } from "./member-service";
export { addPortfolioItem } from "./portfolio-service";
export { readPublicTeam } from "./public-team-service";
export { teamRoutes } from "./routes";
export { visibleTeamCardsByIds } from "./saved-team-cards";
export {
  assertCanApplyForTeam,
  findTeamOwnerId,
  isTeamMember,
  listMemberIdsOfTeams,
  listTeamIdsOfUser,
  listTeamMemberIds,
  loadApplicationTeams,
  loadTeamAccess,
  loadTeamRefs,
  requireTeamPermission,
  teamsViewerCanApplyFor,
  teamUserView,
} from "./service";
export {
  handleOfTeam,
  publicTeamHandlesPage,
  setTeamHandle,
  type TeamHandleLookup,
  teamByHandle,
} from "./team-handle-service";
export { teamManagerIds } from "./team-members-service";
export { supplyTeamProjects } from "./team-projects-source-service";
export { createTeam } from "./team-service";
