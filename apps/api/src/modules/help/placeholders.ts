import { APPLICATIONS_PER_DAY } from "@crewlance/contracts/applications";
import { CHAT_EDIT_WINDOW_HOURS, CHAT_MESSAGE_MAX } from "@crewlance/contracts/chat-values";
import { COLLABORATION_EXPIRY_DAYS } from "@crewlance/contracts/collaborations";
import { REVIEW_WINDOW_DAYS } from "@crewlance/contracts/projects";
import { TEAM_INVITATION_DAYS } from "@crewlance/contracts/teams";
import type { Config } from "../../config";

/*
 * The figures an article names through `{{placeholder}}` (apps/api/help-articles/README.md):
 * read from configuration and the shared constants, so a changed fee or limit changes every
 * article at the next start instead of leaving a stale number in the help center.
 */

/** Basis points as a percent without trailing zeros: 500 → "5", 250 → "2.5", 0 → "0". */
export function percentFromBps(bps: number): string {
  return String(Number((bps / 100).toFixed(2)));
}

/** Whole rupees from paise in Indian digit grouping: 100000000 → "10,00,000". */
export function rupeesIndian(paise: number): string {
  return new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(Math.floor(paise / 100));
}

export function helpPlaceholders(config: Config): Record<string, string> {
  return {
    clientFeePercent: percentFromBps(config.wallet.clientFeeBps),
    freelancerFeePercent: percentFromBps(config.wallet.freelancerFeeBps),
    autoApproveDays: String(config.projects.autoApproveDays),
    depositMinInr: rupeesIndian(config.wallet.depositMin),
    depositMaxInr: rupeesIndian(config.wallet.depositMax),
    withdrawalMinInr: rupeesIndian(config.wallet.withdrawalMin),
    applicationsPerDay: String(APPLICATIONS_PER_DAY),
    invitationExpiryDays: String(TEAM_INVITATION_DAYS),
    offerExpiryDays: String(COLLABORATION_EXPIRY_DAYS),
    reviewWindowDays: String(REVIEW_WINDOW_DAYS),
    chatEditHours: String(CHAT_EDIT_WINDOW_HOURS),
    chatMessageMax: new Intl.NumberFormat("en-IN").format(CHAT_MESSAGE_MAX),
  };
}

export class UnknownPlaceholderError extends Error {}

/** Replaces every `{{name}}`; a name without a value stops the start rather than reach a reader. */
export function fillPlaceholders(text: string, values: Record<string, string>, where: string): string {
  return text.replace(/\{\{\s*([A-Za-z][\w]*)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new UnknownPlaceholderError(`${where}: unknown placeholder {{${name}}} (see help-articles/README.md).`);
    }
    return value;
  });
}
