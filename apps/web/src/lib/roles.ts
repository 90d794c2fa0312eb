import type { TRole } from "@crewlance/contracts/enums";

const ROLE_LABEL: Record<TRole, string> = { FREELANCER: "Freelancer", COMPANY: "Company", ADMIN: "Admin" };

/** A role for people; null is a provider sign-up that has not picked one yet. */
export function roleLabel(role: TRole | null): string {
  return role ? ROLE_LABEL[role] : "Role not chosen";
}
