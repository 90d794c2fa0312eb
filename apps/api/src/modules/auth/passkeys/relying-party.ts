import type { Config } from "../../../config";

/*
 * Who the passkeys belong to (decision 0098): the web app's own address. A passkey is bound to
 * its site by the browser, so the relying party is the host of APP_URL and an answer is taken
 * only from that origin (the API and the web app share it behind one address, or the app's
 * requests carry it as Origin).
 */

export const RP_NAME = "Crewlance";

export type RelyingParty = { rpID: string; origin: string; rpName: string };

export function relyingPartyOf(config: Config): RelyingParty {
  const url = new URL(config.appUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: RP_NAME };
}
