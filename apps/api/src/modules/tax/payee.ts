import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { namesMatch } from "./name-match";
import { taxStandingOf } from "./standing";
import { confirmName } from "./verification";

export type PayeeInput = {
  userId: string;
  /** The name the payee gave for the account. */
  holderName: string;
  bank?: { ifsc: string; accountNumber: string };
  vpa?: string;
};

export type PayeeVerified = { verified: true; registeredName: string; notice: string | null };

/**
 * The penny drop (decision 0086): asks the provider who holds the account or UPI id, and throws
 * a sentence naming both names unless it matches the name given — and the user's PAN name too,
 * once their PAN is verified, so money goes only to the payee's own account. Asks over HTTP: call
 * it before opening a transaction where you can.
 */
export async function verifyPayee(ctx: AppContext, input: PayeeInput): Promise<PayeeVerified> {
  const { bank, vpa } = input;
  if (!bank && !vpa) throw new AppError("VALIDATION_ERROR", "Give a bank account or a UPI id to verify.");
  const what = bank ? "bank account" : "UPI id";
  const confirmed = await confirmName(ctx, {
    ask: (provider) => (bank ? provider.bankAccountHolder(bank) : provider.vpaHolder(vpa!)),
    expectedName: input.holderName,
    notFound: bank
      ? "The bank has no account with this IFSC and number: check both for a typing mistake."
      : "No UPI id like this exists: check it for a typing mistake.",
    mismatch: (registered) =>
      `This ${what} is held by "${registered}", which does not match "${input.holderName}": withdraw only to an account in your own name.`,
  });
  if (!confirmed.notice) {
    const standing = await taxStandingOf(ctx, input.userId);
    const panName = standing.panVerified ? standing.legalName : null;
    if (panName && !namesMatch(confirmed.registeredName, panName)) {
      throw new AppError(
        "BUSINESS_RULE",
        `This ${what} is held by "${confirmed.registeredName}", which does not match the name on your PAN, "${panName}": withdraw only to an account in your own name.`,
      );
    }
  }
  return { verified: true, registeredName: confirmed.registeredName, notice: confirmed.notice };
}
