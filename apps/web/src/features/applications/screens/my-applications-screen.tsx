import { FileText } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function MyApplicationsScreen() {
  return (
    <FeaturePlaceholder
      title="My Applications"
      subtitle="Track the proposals you sent and their status."
      icon={FileText}
      emptyTitle="No applications yet"
      emptyDescription="Your proposals to tasks, filtered by pending, shortlisted, accepted or rejected, will be listed here."
      action={<LinkButton to="/tasks">Browse tasks</LinkButton>}
    />
  );
}
