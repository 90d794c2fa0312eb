/*
 * The tasks module's door: tasks, applications and hiring (which creates the project through the
 * projects door), and a company's reputation. Notifications of applications and task changes
 * follow from events (listeners.ts).
 */

export { acceptApplication } from "./accept-service";
export { taskDataOf } from "./account-data";
export { type TaskAlertFacts, taskAlertFacts } from "./alert-facts";
export { rejectApplication, shortlistApplication } from "./application-decision-service";
export { applyToTask } from "./apply-service";
export { companyCardCache, companyCardHandlers } from "./company-cards";
export {
  adminTaskFigures,
  applicationCountsOf,
  companyTaskFigures,
  recommendedTasksFor,
} from "./dashboard-figures-service";
export { listen } from "./listeners";
export { listMyApplications } from "./my-applications-service";
export { listOpenTasksOfCompany, openTasksPage, type PublicTask, readOpenTask } from "./public-task-service";
export { companyReputation } from "./reputation-service";
export { applicationRoutes, taskRoutes } from "./routes";
export { assertTaskSavable, openTaskCardsByIds, taskIdsOfCompany } from "./saved-task-cards";
export { cancelTask } from "./task-lifecycle-service";
export { loadVisibleTask } from "./task-read-service";
export { createTask } from "./task-service";
export { withdrawApplication } from "./withdraw-service";
