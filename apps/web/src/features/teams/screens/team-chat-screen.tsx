import { MessagesSquare } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function TeamChatScreen() {
  return (
    <FeaturePlaceholder
      title="Team Chat"
      subtitle="Talk with every member of the team in one place."
      icon={MessagesSquare}
      emptyTitle="No messages yet"
      emptyDescription="The team's conversation, with attachments and read receipts, will appear here."
      action={<LinkButton to="/team">Back to teams</LinkButton>}
    />
  );
}
