import type { TAdminUser } from "@crewlance/contracts/admin";
import type { AdminAction } from "../admin-api";

export type AdminConfirmation = { action: AdminAction; user: TAdminUser };

/** What each row action asks before it runs: every one changes someone else's account. */
export function confirmationFor({ action, user }: AdminConfirmation) {
  if (action === "verify") {
    const name = user.company?.companyName ?? user.fullName;
    return {
      title: `Verify ${name}?`,
      description: `${name} shows as a verified company to every freelancer. Check its registration details and certificate first.`,
      confirmLabel: "Verify company",
      tone: "primary" as const,
    };
  }
  if (action === "restore") {
    return {
      title: `Restore ${user.fullName}?`,
      description: "They can sign in and use Crewlance again.",
      confirmLabel: "Restore",
      tone: "primary" as const,
    };
  }
  return {
    title: `Suspend ${user.fullName}?`,
    description: "They are signed out everywhere and cannot sign in until an admin restores the account.",
    confirmLabel: "Suspend",
    tone: "danger" as const,
  };
}
