import type { TRole } from "@crewlance/contracts/enums";
import { FolderKanban } from "lucide-react";
import { type PlaceholderText, RolePlaceholder } from "@/components/feature-placeholder";

const TEXTS: Record<TRole, PlaceholderText> = {
  FREELANCER: {
    subtitle: "Your contracts in progress, their milestones and their boards.",
    emptyTitle: "No projects yet",
    emptyDescription:
      "A project starts when a company accepts your proposal; its milestones, payments and board will appear here.",
    action: { to: "/tasks", label: "Browse tasks" },
  },
  COMPANY: {
    subtitle: "The work you hired for, its milestones and its boards.",
    emptyTitle: "No projects yet",
    emptyDescription:
      "A project starts when you accept a proposal to one of your tasks; its milestones, escrow and board will appear here.",
    action: { to: "/post-task", label: "Post a task" },
  },
  ADMIN: {
    subtitle: "Contracts between companies and freelancers.",
    emptyTitle: "No projects yet",
    emptyDescription: "Projects start when a company accepts a proposal; they will be listed here.",
    action: { to: "/dashboard", label: "Go to the dashboard" },
  },
};

export default function ProjectsScreen() {
  return <RolePlaceholder title="Projects" icon={FolderKanban} texts={TEXTS} />;
}
