import type { TRole } from "@crewlance/contracts/enums";
import { MessageSquare } from "lucide-react";
import { type PlaceholderText, RolePlaceholder } from "@/components/feature-placeholder";

const TEXTS: Record<TRole, PlaceholderText> = {
  FREELANCER: {
    subtitle: "Direct, team and project conversations.",
    emptyTitle: "No conversations yet",
    emptyDescription: "Your conversations with companies and your teams will appear here, in real time.",
  },
  COMPANY: {
    subtitle: "Direct and project conversations.",
    emptyTitle: "No conversations yet",
    emptyDescription: "Your conversations with freelancers and teams will appear here, in real time.",
  },
  ADMIN: {
    subtitle: "Direct conversations.",
    emptyTitle: "No conversations yet",
    emptyDescription: "Conversations you take part in will appear here, in real time.",
  },
};

export default function ChatScreen() {
  return <RolePlaceholder title="Chat" icon={MessageSquare} texts={TEXTS} />;
}
