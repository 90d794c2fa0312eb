import { ZTwoFactorCodeRequest } from "@crewlance/contracts/two-factor";
import { zodResolver } from "@hookform/resolvers/zod";

/** Every form of the card asks one code, checked by the contract's schema. */
export const codeResolver = zodResolver(ZTwoFactorCodeRequest);

/** A secret in groups of four, easier to type into an app by hand. */
export function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
