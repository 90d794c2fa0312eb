/*
 * The users module's door: accounts, profiles and their media, the figures derived from work,
 * moderation (suspend, restore, verify) and the summaries other modules show of a person.
 */

export { accountDataOf, DELETED_USER_NAME, readAccountHolder } from "./account-data";
export { adminUserFigures, freelancerSkillsOf } from "./dashboard-figures-service";
export { type DemoCompany, type DemoFreelancer, ensureDemoPeople } from "./demo-people-service";
export { type FreelancerFigures, setFreelancerFigures } from "./figures-service";
export { isUserHidden, type ReportedPerson, readReportedPerson } from "./hidden-service";
export { listen } from "./listeners";
export {
  liftEndedSuspension,
  markCompanyVerified,
  promoteToAdmin,
  restoreAccount,
  suspendAccount,
} from "./moderation-service";
export { buildSearchText, readCompanyCertificate } from "./profile-service";
export { userRoutes } from "./routes";
export { getCurrentUser, listActiveAdminIds } from "./service";
export {
  findUserSummaryByEmail,
  loadUserContacts,
  loadUserSummaries,
  type UserContact,
  type UserSummary,
} from "./summary-view";
export { companyView, loadUserView, publicFileUrl, toUserView } from "./user-view";
