import type { TRole } from "@crewlance/contracts/enums";
import { UsersRound } from "lucide-react";
import { type PlaceholderText, RolePlaceholder } from "@/components/feature-placeholder";

const TEXTS: Record<TRole, PlaceholderText> = {
  FREELANCER: {
    subtitle: "Start a team, invite members and apply to tasks together.",
    emptyTitle: "Creating teams is not open yet",
    emptyDescription: "A form for the team's name, description, skills and visibility will appear here.",
    action: { to: "/team", label: "Back to teams" },
  },
  COMPANY: {
    subtitle: "Freelancers form teams; companies hire them.",
    emptyTitle: "Teams are formed by freelancers",
    emptyDescription: "You can hire a whole team for a task once teams are open.",
    action: { to: "/team", label: "Back to teams" },
  },
  ADMIN: {
    subtitle: "Freelancers form teams; companies hire them.",
    emptyTitle: "Teams are formed by freelancers",
    emptyDescription: "Teams and their members will be listed under Teams.",
    action: { to: "/dashboard", label: "Go to the dashboard" },
  },
};

export default function TeamCreateScreen() {
  return <RolePlaceholder title="Create Team" icon={UsersRound} texts={TEXTS} />;
}
