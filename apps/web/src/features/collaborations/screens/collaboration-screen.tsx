import { Handshake } from "lucide-react";
import { FeaturePlaceholder } from "@/components/feature-placeholder";
import { LinkButton } from "@/components/link-button";

export default function CollaborationScreen() {
  return (
    <FeaturePlaceholder
      title="Collaborations"
      subtitle="Direct offers and invitations to join projects."
      icon={Handshake}
      emptyTitle="No collaboration requests yet"
      emptyDescription="Requests you receive and send, with accept, decline and cancel, will be listed here."
      action={<LinkButton to="/freelancers">Browse freelancers</LinkButton>}
    />
  );
}
