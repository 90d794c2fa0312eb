import { UsersRound } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function TeamCreateScreen() {
  return (
    <FeaturePlaceholder
      title="Create Team"
      subtitle="Start a team, invite members and apply to tasks together."
      icon={UsersRound}
      emptyTitle="Creating teams is not open yet"
      emptyDescription="A form for the team's name, description, skills and visibility will appear here."
      action={<LinkButton to="/team">Back to teams</LinkButton>}
    />
  );
}
