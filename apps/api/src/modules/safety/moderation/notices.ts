import {
  COMMUNITY_RULE_LABELS,
  COMMUNITY_RULES_SLUG,
  communityRuleLink,
  type TCommunityRule,
  type TModerationActionKind,
} from "@crewlance/contracts/safety";
import type { NewNotification } from "../../notifications/index";
import { formatIndiaDateTime } from "../words";

/*
 * What moderation tells people (decision 0092). A reporter hears that the report was reviewed,
 * never what happened to the other person; the subject hears what, which rule, and where to read
 * their standing and appeal.
 */

export const STANDING_LINK = "/account/standing";
export const RULES_LINK = `/help?article=${COMMUNITY_RULES_SLUG}`;

export function reporterNotice(actioned: boolean): Omit<NewNotification, "userId"> {
  return actioned
    ? {
        type: "REPORT_ACTIONED",
        title: "We reviewed your report and took action",
        body: "Thanks for telling us. We reviewed what you reported and took action under our community rules.",
        link: "/account/safety",
      }
    : {
        type: "REPORT_DISMISSED",
        title: "We reviewed your report and found no rule broken",
        body: "Thanks for telling us. We reviewed what you reported and found no community rule broken.",
        link: "/account/safety",
      };
}

const WHAT: Record<Exclude<TModerationActionKind, "DISMISS">, (until: Date | null) => string> = {
  HIDE: () => "We hid something you posted, so nobody else sees it.",
  WARN: () => "This is a warning: nothing you can do has changed.",
  RESTRICT: (until) =>
    `Until ${until ? formatIndiaDateTime(until) : "an administrator lifts it"}, you can't apply to tasks, send offers or start conversations with people you have no project with.`,
  SUSPEND: (until) =>
    until
      ? `Your account is suspended until ${formatIndiaDateTime(until)}.`
      : "Your account is suspended until an administrator lifts it.",
};

const TITLES: Record<Exclude<TModerationActionKind, "DISMISS">, string> = {
  HIDE: "We hid something you posted",
  WARN: "A warning about our community rules",
  RESTRICT: "Your account is restricted",
  SUSPEND: "Your account is suspended",
};

export function subjectNotice(input: {
  kind: Exclude<TModerationActionKind, "DISMISS">;
  rule: TCommunityRule;
  until: Date | null;
}): Omit<NewNotification, "userId"> {
  return {
    type: `MODERATION_${input.kind}`,
    title: TITLES[input.kind],
    body: `${WHAT[input.kind](input.until)} The rule: "${COMMUNITY_RULE_LABELS[input.rule]}" (${communityRuleLink(input.rule)}). Your account standing says why and lets you appeal.`,
    link: STANDING_LINK,
    data: { rule: input.rule, ruleLink: communityRuleLink(input.rule) },
  };
}

export function appealDecidedNotice(input: { overturned: boolean; note: string }): Omit<NewNotification, "userId"> {
  return input.overturned
    ? {
        type: "APPEAL_OVERTURNED",
        title: "Your appeal was accepted",
        body: `Another administrator reviewed your appeal and lifted the action. ${input.note}`,
        link: STANDING_LINK,
      }
    : {
        type: "APPEAL_UPHELD",
        title: "Your appeal was reviewed",
        body: `Another administrator reviewed your appeal and kept the action. ${input.note}`,
        link: STANDING_LINK,
      };
}

export const madeAdminNotice: Omit<NewNotification, "userId"> = {
  type: "MADE_ADMIN",
  title: "You are now an administrator",
  body: "An administrator gave your account access to the admin console. Sign in again to open it.",
  link: "/admin",
};
