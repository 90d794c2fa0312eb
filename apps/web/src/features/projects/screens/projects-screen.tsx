import { FolderKanban } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function ProjectsScreen() {
  return (
    <FeaturePlaceholder
      title="Projects"
      subtitle="Contracts in progress, their milestones and their boards."
      icon={FolderKanban}
      emptyTitle="No projects yet"
      emptyDescription="Projects start when a company accepts a proposal; their milestones, escrow and boards will appear here."
      action={<LinkButton to="/tasks">Browse tasks</LinkButton>}
    />
  );
}
