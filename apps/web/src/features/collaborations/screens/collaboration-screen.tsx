import type { TRole } from "@crewlance/contracts/enums";
import { Handshake } from "lucide-react";
import { type PlaceholderText, RolePlaceholder } from "@/components/feature-placeholder";

const TEXTS: Record<TRole, PlaceholderText> = {
  FREELANCER: {
    subtitle: "Direct offers from companies and invitations to join projects.",
    emptyTitle: "No collaboration requests yet",
    emptyDescription:
      "Offers and invitations you receive and send, with accept, decline and cancel, will be listed here.",
    action: { to: "/profile", label: "Complete your profile" },
  },
  COMPANY: {
    subtitle: "Direct offers you send to freelancers and teams, and invitations to your projects.",
    emptyTitle: "No collaboration requests yet",
    emptyDescription: "Offers you send and their answers, with cancel, will be listed here.",
    action: { to: "/freelancers", label: "Browse freelancers" },
  },
  ADMIN: {
    subtitle: "Offers and invitations between companies and freelancers.",
    emptyTitle: "No collaboration requests yet",
    emptyDescription: "Collaboration requests on Crewlance will be listed here.",
    action: { to: "/dashboard", label: "Go to the dashboard" },
  },
};

export default function CollaborationScreen() {
  return <RolePlaceholder title="Collaborations" icon={Handshake} texts={TEXTS} />;
}
