/*
 * The users module's door: accounts, profiles and their media, the figures derived from work,
 * moderation (suspend, restore, verify), the summaries other modules show of a person, and
 * handles: the one namespace of public-page addresses, people's and teams' (decision 0095).
 */

export { accountDataOf, DELETED_USER_NAME, readAccountHolder } from "./account-data";
export { adminUserFigures, freelancerSkillsOf } from "./dashboard-figures-service";
export { type DemoCompany, type DemoFreelancer, ensureDemoPeople } from "./demo-people-service";
export { type FreelancerFigures, setFreelancerFigures } from "./figures-service";
export {
  claimHandle,
  currentHandleOf,
  currentHandlesOfTeams,
  currentTeamHandlesAfter,
  type HandleOwner,
  handleUnavailableReason,
  type ResolvedHandle,
  resolveHandle,
} from "./handle-registry";
export { isUserHidden, type ReportedPerson, readReportedPerson } from "./hidden-service";
export { listen } from "./listeners";
export {
  liftEndedSuspension,
  markCompanyVerified,
  promoteToAdmin,
  restoreAccount,
  suspendAccount,
} from "./moderation-service";
export { type NameMatch, searchFreelancersByName } from "./name-search-service";
export { buildSearchText, readCompanyCertificate } from "./profile-service";
export { publicPageRoutes } from "./public-page-routes";
export {
  type HandleLookup,
  handleOfUser,
  type ProfileVisibility,
  publicHandlesOfUsers,
  publicHandlesPage,
  releaseHandle,
  setPublicPage,
  userByHandle,
} from "./public-page-service";
export { userRoutes } from "./routes";
export { getCurrentUser, listActiveAdminIds } from "./service";
export { showcaseImageRoutes } from "./showcase-image-routes";
export {
  findUserSummaryByEmail,
  loadUserContacts,
  loadUserSummaries,
  type UserContact,
  type UserSummary,
} from "./summary-view";
export { companyView, loadUserView, publicFileUrl, readUserView, toUserView } from "./user-view";
