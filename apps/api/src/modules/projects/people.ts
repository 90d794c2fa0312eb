import type { TProjectParty } from "@crewlance/contracts/projects";
import type { UserSummary } from "../users/index";

/** A person as a project shows them: a company by its company name and logo. */
export function partyOf(summary: UserSummary | undefined, id: string): TProjectParty {
  return {
    id,
    name: summary?.company?.name ?? summary?.fullName ?? "Former user",
    avatarUrl: summary?.company?.logoUrl ?? summary?.avatarUrl ?? null,
  };
}

/** "₹1,234.50" — the exact amount in sentences (as the wallet writes it). */
export function rupees(paise: number): string {
  const value = (Math.abs(paise) / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${paise < 0 ? "-" : ""}₹${value}`;
}
