import { FolderKanban } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function ProjectDetailScreen() {
  return (
    <FeaturePlaceholder
      title="Project"
      subtitle="Milestones, board and activity of one project."
      icon={FolderKanban}
      emptyTitle="This project is not available"
      emptyDescription="The project's milestones, kanban board and activity log will appear here."
      action={<LinkButton to="/project-management">Back to projects</LinkButton>}
    />
  );
}
