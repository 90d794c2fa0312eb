/*
 * What a person chooses how to hear of: every notification type belongs to one group, and each
 * group is delivered on up to three channels (in app, email, push) as its person prefers.
 */

export const NOTIFICATION_GROUPS = [
  "applications",
  "projects_money",
  "messages",
  "teams",
  "collaborations",
  "alerts",
  "account_security",
] as const;
export type TNotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_CHANNELS = ["in_app", "email", "push"] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A new task matched one of the person's saved searches; `data` is TAlertMatchData. */
export const ALERT_MATCH = "ALERT_MATCH";

/** How often a saved search tells its owner of new matching tasks. */
export const ALERT_FREQUENCIES = ["off", "instant", "daily", "weekly"] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The data of an ALERT_MATCH notification: daily and weekly ones wait for the digest mail. */
export type TAlertMatchData = { savedSearchId: string; taskId: string; frequency: Exclude<TAlertFrequency, "off"> };

const GROUP_BY_PREFIX: readonly (readonly [string, TNotificationGroup])[] = [
  ["APPLICATION_", "applications"],
  ["TASK_", "applications"],
  ["PROJECT_", "projects_money"],
  ["MILESTONE_", "projects_money"],
  ["ESCROW_", "projects_money"],
  ["PAYMENT_", "projects_money"],
  ["WITHDRAWAL_", "projects_money"],
  ["DEPOSIT", "projects_money"],
  ["HOURLY_", "projects_money"],
  ["DISPUTE_", "projects_money"],
  ["REVIEW_", "projects_money"],
  ["FILE_UPLOADED", "projects_money"],
  ["BOARD_ITEM_", "projects_money"],
  ["DIRECT_MESSAGE", "messages"],
  ["TEAM_", "teams"],
  ["COLLABORAT", "collaborations"],
  [ALERT_MATCH, "alerts"],
];

/** The group a notification type belongs to; anything not listed is about the account itself. */
export function notificationGroupOf(type: string): TNotificationGroup {
  for (const [prefix, group] of GROUP_BY_PREFIX) if (type.startsWith(prefix)) return group;
  return "account_security";
}
