import type { TRole } from "@crewlance/contracts/enums";
import { Briefcase } from "lucide-react";
import { type PlaceholderText, RolePlaceholder } from "@/components/feature-placeholder";

const TEXTS: Record<TRole, PlaceholderText> = {
  FREELANCER: {
    subtitle: "Find work that fits your skills.",
    emptyTitle: "No open tasks yet",
    emptyDescription: "Open tasks posted by companies will be listed here, with search, skill and budget filters.",
    action: { to: "/profile", label: "Complete your profile" },
  },
  COMPANY: {
    subtitle: "The tasks you posted and the proposals they received.",
    emptyTitle: "You have not posted a task yet",
    emptyDescription: "Your tasks, with their proposals and status, will be listed here.",
    action: { to: "/post-task", label: "Post a task" },
  },
  ADMIN: {
    subtitle: "The tasks companies post on Crewlance.",
    emptyTitle: "No tasks yet",
    emptyDescription: "Tasks posted by companies will be listed here.",
    action: { to: "/dashboard", label: "Go to the dashboard" },
  },
};

export default function TasksScreen() {
  return <RolePlaceholder title="Tasks" icon={Briefcase} texts={TEXTS} />;
}
