import { MessageSquare } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";

export default function ChatScreen() {
  return (
    <FeaturePlaceholder
      title="Chat"
      subtitle="Direct, team and project conversations."
      icon={MessageSquare}
      emptyTitle="No conversations yet"
      emptyDescription="Your conversations with clients, freelancers and teams will appear here, in real time."
    />
  );
}
