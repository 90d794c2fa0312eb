import type { TSocialProvider } from "@crewlance/contracts/enums";
import { AppError } from "../../../lib/errors";
import { PROVIDER_NAMES } from "./provider-config";

export const providerUnavailable = (provider: TSocialProvider) =>
  new AppError("UPSTREAM_UNAVAILABLE", `${PROVIDER_NAMES[provider]} is not responding. Please try again in a moment.`);

/** The provider refused this server's own credentials: an operator problem, never the user's. */
export const providerMisconfigured = (provider: TSocialProvider) =>
  new AppError(
    "UPSTREAM_UNAVAILABLE",
    `Sign-in with ${PROVIDER_NAMES[provider]} is not working on this server right now. Please try again later or sign in another way.`,
  );

export const codeExpired = (provider: TSocialProvider) =>
  new AppError(
    "CODE_EXPIRED",
    `This ${PROVIDER_NAMES[provider]} sign-in has expired or was already used. Please try again.`,
  );

export const noVerifiedEmail = (provider: TSocialProvider) => {
  const name = PROVIDER_NAMES[provider];
  return new AppError(
    "BUSINESS_RULE",
    `Your ${name} account has no verified email address. Verify it with ${name} first, or sign up with your email and a password.`,
  );
};

export const linkedToAnotherUser = (provider: TSocialProvider) =>
  new AppError(
    "ALREADY_LINKED",
    `This ${PROVIDER_NAMES[provider]} account is already linked to another Crewlance account.`,
  );

export const userHasOtherProviderAccount = (provider: TSocialProvider) => {
  const name = PROVIDER_NAMES[provider];
  return new AppError(
    "ALREADY_LINKED",
    `Your Crewlance account is already linked to a different ${name} account. Unlink it first to use this one.`,
  );
};
