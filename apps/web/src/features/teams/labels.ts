import type { TTeamRole, TTeamVisibility } from "@crewlance/contracts/teams";
import type { BadgeTone } from "@/components/ui/badge";

export const ROLE_LABEL: Record<TTeamRole, string> = { OWNER: "Owner", ADMIN: "Admin", MEMBER: "Member" };
export const ROLE_TONE: Record<TTeamRole, BadgeTone> = { OWNER: "accent", ADMIN: "success", MEMBER: "neutral" };
export const VISIBILITY_LABEL: Record<TTeamVisibility, string> = { PUBLIC: "Public", PRIVATE: "Private" };
export const VISIBILITY_HINT: Record<TTeamVisibility, string> = {
  PUBLIC: "Anyone can find the team and ask to join.",
  PRIVATE: "Only members see the team; people join by invitation.",
};

export const membersText = (count: number) => `${count} ${count === 1 ? "member" : "members"}`;
