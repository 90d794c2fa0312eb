import { Briefcase } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function TasksScreen() {
  return (
    <FeaturePlaceholder
      title="Tasks"
      subtitle="Find work that fits your skills, or follow the tasks you posted."
      icon={Briefcase}
      emptyTitle="No tasks yet"
      emptyDescription="Open tasks posted by companies will be listed here, with search, skill and budget filters."
      action={<LinkButton to="/profile">Complete your profile</LinkButton>}
    />
  );
}
