import type { TRole } from "@crewlance/contracts/enums";

/*
 * The accounts' events (auth, users): what other modules react to when a person proves their
 * address or chooses what they do here.
 */
export interface AccountEvents {
  /**
   * A person proved they own `email` (lower-cased): by entering the code mailed to it, or through a
   * provider that verified it (social sign-in). `role` is the role they signed up with, null when a
   * provider's sign-up has not chosen one yet. Teams turns invitations waiting for that address
   * into real ones.
   */
  AccountEmailVerified: { userId: string; email: string; role: TRole | null };
  /** A person who signed up through a provider chose their role, once; `emailVerified` as it is now. */
  AccountRoleChosen: { userId: string; email: string; role: TRole; emailVerified: boolean };
}
