/*
 * The projects module's door: projects and their milestones through escrow, payout shares, the
 * board, files, disputes and reviews, and the reads the dashboards, chat and collaborations need.
 * Money moves only through the money module; what merely reacts to a change listens to its event
 * (listeners.ts).
 */

export { type ProjectAccess, readProjectAccess } from "./access";
export { type ProjectCommitments, projectCommitmentsOf, projectDataOf } from "./account-data";
export { recordProjectActivity } from "./activity-door";
export { adminMayRead, auditAdminRead, type Reader } from "./admin-read-service";
export { adminDisputeRoutes } from "./admin-routes";
export { boardItemRoutes } from "./board-routes";
export { createBoardItem } from "./board-service";
export { bonusRoutes } from "./bonus-routes";
export {
  addProjectCollaborator,
  createProjectFromOffer,
  isOnProject,
  readProjectForInvitation,
} from "./collaborators-service";
export { adminProjectFigures, countActiveProjects } from "./dashboard-figures-service";
export { disputeRoutes, reviewRoutes } from "./dispute-routes";
export {
  claimHourlyProject,
  createWeekMilestone,
  lockWeekMilestone,
  markWeekMilestoneFunded,
  openWeekDispute,
  readHourlyProject,
  recordHourlyActivity,
  recordWeekRefund,
  recordWeekRelease,
  setWeekMilestoneAmount,
  weekDisputeIds,
  weekMilestoneTitle,
} from "./hourly-week-escrow";
export { listen } from "./listeners";
export { addMilestone } from "./milestone-add-service";
export { approveMilestone } from "./milestone-approve-service";
export { fundMilestone } from "./milestone-fund-service";
export { milestoneRoutes } from "./milestone-routes";
export { submitMilestone } from "./milestone-submit-service";
export {
  isProjectParticipant,
  listParticipantIdsOfProjects,
  listProjectIdsOfParticipant,
  listProjectParticipantIds,
  loadProjectTitles,
} from "./participants-service";
export { payoutShareRoutes } from "./payout-share-routes";
export { teamPayoutSplit } from "./payout-shares-service";
export { rupees } from "./people";
export { completeHourlyProject } from "./project-completion";
export type { MilestoneRow, ProjectRow } from "./project-state";
export { companyReviewFigures, listUserReviews, recentUserReviews, submitReview } from "./reviews-service";
export { projectRoutes } from "./routes";
export { createProjectFromApplication, mayInviteCollaborator } from "./service";
