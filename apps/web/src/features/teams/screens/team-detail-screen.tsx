import { UsersRound } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function TeamDetailScreen() {
  return (
    <FeaturePlaceholder
      title="Team"
      subtitle="One team's members, skills and work."
      icon={UsersRound}
      emptyTitle="This team is not available"
      emptyDescription="The team's members, invitations and join requests will appear here."
      action={<LinkButton to="/team">Back to teams</LinkButton>}
    />
  );
}
