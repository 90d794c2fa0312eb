import { SquarePlus } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function PostTaskScreen() {
  return (
    <FeaturePlaceholder
      title="Post Task"
      subtitle="Describe the work and hire a freelancer or a team."
      icon={SquarePlus}
      emptyTitle="Posting tasks is not open yet"
      emptyDescription="A form for the title, description, skills, budget and deadline of a task will appear here."
      action={<LinkButton to="/freelancers">Browse freelancers meanwhile</LinkButton>}
    />
  );
}
