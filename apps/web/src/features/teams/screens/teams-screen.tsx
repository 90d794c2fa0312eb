import type { TRole } from "@crewlance/contracts/enums";
import { UsersRound } from "lucide-react";
import { type PlaceholderText, RolePlaceholder } from "@/components/feature-placeholder";

const TEXTS: Record<TRole, PlaceholderText> = {
  FREELANCER: {
    subtitle: "Work together with other freelancers and take on bigger tasks.",
    emptyTitle: "You are not in a team yet",
    emptyDescription: "Your teams, invitations, join requests and suggested teams will be listed here.",
  },
  COMPANY: {
    subtitle: "Teams of freelancers you can hire for bigger tasks.",
    emptyTitle: "No teams to show yet",
    emptyDescription: "Teams of freelancers, with their skills and portfolios, will be listed here.",
    action: { to: "/freelancers", label: "Browse freelancers" },
  },
  ADMIN: {
    subtitle: "The teams freelancers have formed.",
    emptyTitle: "No teams yet",
    emptyDescription: "Teams and their members will be listed here.",
    action: { to: "/dashboard", label: "Go to the dashboard" },
  },
};

export default function TeamsScreen() {
  return <RolePlaceholder title="Teams" icon={UsersRound} texts={TEXTS} />;
}
