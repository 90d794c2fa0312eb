import { UsersRound } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";

export default function TeamsScreen() {
  return (
    <FeaturePlaceholder
      title="Teams"
      subtitle="Work together with other freelancers and take on bigger tasks."
      icon={UsersRound}
      emptyTitle="You are not in a team yet"
      emptyDescription="Your teams, invitations, join requests and suggested teams will be listed here."
    />
  );
}
