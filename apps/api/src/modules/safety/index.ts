/*
 * The safety module's door (decision 0092): reports and the platform's flags, blocks between
 * people, the moderation queue and its actions, appeals decided by a second admin, the standing a
 * person sees, restrictions and new accounts' daily limits. Below money and every module that
 * lets one person reach another: those ask it before they act, and it never imports them — what
 * a report points at is described by the module that owns it, through `registerReportable`.
 */

export { safetyDataOf } from "./account-data";
export { assertMayReach, blockedIdsOf, blockersAmong, type ReachKind } from "./blocks";
export { type DailyAction, newAccountLimitsOf, takeDailyAllowance } from "./daily-limits";
export { flagOffPlatform } from "./flags";
export { withdrawalsHeld } from "./holds";
export { listen } from "./listeners";
export { liftAccountSuspensions, recordAccountSuspension } from "./moderation/account-suspensions";
export { madeAdminNotice } from "./moderation/notices";
export { moderationRoutes } from "./moderation/routes";
export { type Reportable, type ReportableResolver, registerReportable } from "./reportables";
export { assertNotRestricted } from "./restrictions";
export { safetyRoutes } from "./routes";
