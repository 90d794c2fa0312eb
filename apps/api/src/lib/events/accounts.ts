import type { TRole } from "@crewlance/contracts/enums";

/* The accounts' events (auth): what other modules react to when a person proves their address. */
export interface AccountEvents {
  /**
   * A person proved they own `email` (lower-cased) by entering the code mailed to it; `role` is
   * the role they signed up with. Teams turns invitations waiting for that address into real ones.
   */
  AccountEmailVerified: { userId: string; email: string; role: TRole | null };
}
