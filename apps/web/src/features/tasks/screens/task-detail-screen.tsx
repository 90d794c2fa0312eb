import { Briefcase } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function TaskDetailScreen() {
  return (
    <FeaturePlaceholder
      title="Task"
      subtitle="Details of one task and its proposals."
      icon={Briefcase}
      emptyTitle="This task is not available"
      emptyDescription="The task's description, budget, attachments and proposals will appear here."
      action={<LinkButton to="/tasks">Back to tasks</LinkButton>}
    />
  );
}
