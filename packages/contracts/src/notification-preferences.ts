import { z } from "zod";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  type TNotificationChannel,
  type TNotificationGroup,
} from "./notification-groups";
import { oneLine } from "./text-fields";

/*
 * What a person wants to hear of, on which channel, and the digest mail (decision 0104). Only what
 * a person changed is stored; everything else follows the defaults below, so they can evolve.
 */

export const ZNotificationGroup = z.enum(NOTIFICATION_GROUPS);
export const ZNotificationChannel = z.enum(NOTIFICATION_CHANNELS);

/** Groups whose in-app and email notices can never be turned off. */
export const ESSENTIAL_GROUPS: readonly TNotificationGroup[] = ["account_security", "projects_money"];
export const ESSENTIAL_CHANNELS: readonly TNotificationChannel[] = ["in_app", "email"];
export const ESSENTIAL_REASON = "We always tell you about your account's security and your money.";

export function isEssential(group: TNotificationGroup, channel: TNotificationChannel): boolean {
  return ESSENTIAL_GROUPS.includes(group) && ESSENTIAL_CHANNELS.includes(channel);
}

/** Every group on every channel unless the person turned it off (decision 0104). */
export function defaultPreference(_group: TNotificationGroup, _channel: TNotificationChannel): boolean {
  return true;
}

export const DIGEST_FREQUENCIES = ["off", "daily", "weekly"] as const;
export type TDigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const ZDigestFrequency = z.enum(DIGEST_FREQUENCIES, "Choose off, daily or weekly.");
export const DEFAULT_DIGEST_FREQUENCY: TDigestFrequency = "daily";
/** The local hour a digest goes out (weekly: on Monday). */
export const DIGEST_LOCAL_HOUR = 9;

export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * Whether Intl knows an IANA zone name. Intl.supportedValuesOf lists ICU's canonical names
 * (Asia/Calcutta), so the check asks Intl to use the name instead, which takes its aliases
 * (Asia/Kolkata) too; offsets such as "+05:30" are not names and are refused.
 */
export function isSupportedTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zones a person picks from: Intl's list with the current IANA names India and UTC go by. */
export function timeZoneOptions(current?: string): string[] {
  const names = new Set(Intl.supportedValuesOf("timeZone").filter((name) => name !== "Asia/Calcutta"));
  for (const name of [DEFAULT_TIME_ZONE, "UTC", current]) if (name) names.add(name);
  return [...names].sort();
}
export const ZTimeZone = oneLine(64, "Choose a time zone.").refine(
  isSupportedTimeZone,
  "Choose a time zone from the list.",
);

export const ZGroupPreferences = z.object({
  group: ZNotificationGroup,
  /** In-app and email are always on for this group. */
  essential: z.boolean(),
  channels: z.object({ in_app: z.boolean(), email: z.boolean(), push: z.boolean() }),
});
export type TGroupPreferences = z.infer<typeof ZGroupPreferences>;

/** GET /notification-preferences */
export const ZNotificationPreferences = z.object({
  groups: z.array(ZGroupPreferences),
  digest: ZDigestFrequency,
  timeZone: z.string(),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

export const ZPreferenceChange = z.object({
  group: ZNotificationGroup,
  channel: ZNotificationChannel,
  enabled: z.boolean("Say whether it is on or off."),
});
export type TPreferenceChange = z.infer<typeof ZPreferenceChange>;

/** PATCH /notification-preferences: the switches that changed and/or the digest frequency. */
export const ZUpdateNotificationPreferencesRequest = z.object({
  changes: z
    .array(ZPreferenceChange)
    .max(NOTIFICATION_GROUPS.length * NOTIFICATION_CHANNELS.length)
    .optional(),
  digest: ZDigestFrequency.optional(),
});
export type TUpdateNotificationPreferencesRequest = z.infer<typeof ZUpdateNotificationPreferencesRequest>;

/** What an unsubscribe link turns off: one group's email, or the digest. */
export type TUnsubscribeScope = { kind: "group_email"; group: TNotificationGroup } | { kind: "digest" };

export const ZUnsubscribeTokenQuery = z.object({ token: oneLine(512, "The unsubscribe link has no token.") });
export const ZUnsubscribeBody = z
  .object({
    token: oneLine(512).optional(),
    /** RFC 8058: a mail client's one-click POST sends `List-Unsubscribe=One-Click`. */
    "List-Unsubscribe": oneLine(32).optional(),
  })
  .nullish();
export const ZUnsubscribeQuery = z.object({ token: oneLine(512).optional() });

/** What the link turns off (GET) or turned off (POST), in a sentence. */
export const ZUnsubscribeResult = z.object({
  kind: z.enum(["group_email", "digest"]),
  group: ZNotificationGroup.nullable(),
  description: z.string(),
});
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;

export const GROUP_LABELS: Record<TNotificationGroup, string> = {
  applications: "Applications and tasks",
  projects_money: "Projects and money",
  messages: "Messages",
  teams: "Teams",
  collaborations: "Offers and invitations",
  alerts: "Saved search alerts",
  account_security: "Account and security",
};

export const CHANNEL_LABELS: Record<TNotificationChannel, string> = {
  in_app: "In the app",
  email: "Email",
  push: "Push",
};
