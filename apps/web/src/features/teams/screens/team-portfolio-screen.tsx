import { Images } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function TeamPortfolioScreen() {
  return (
    <FeaturePlaceholder
      title="Team Portfolio"
      subtitle="Work this team has delivered."
      icon={Images}
      emptyTitle="No portfolio items yet"
      emptyDescription="The team's portfolio items, with images, links and tags, will appear here."
      action={<LinkButton to="/team">Back to teams</LinkButton>}
    />
  );
}
