import type { TSupportTicketStatus } from "@crewlance/contracts/help";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const LABELS: Record<TSupportTicketStatus, { label: string; tone: BadgeTone }> = {
  OPEN: { label: "Waiting for support", tone: "warning" },
  ANSWERED: { label: "Answered", tone: "success" },
  CLOSED: { label: "Closed", tone: "neutral" },
};

export function TicketStatusBadge({ status }: { status: TSupportTicketStatus }) {
  const { label, tone } = LABELS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
