import { ClipboardList, Send } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuthStore } from "@/lib/session/auth-store";
import { OfferDialog, type OfferRecipient } from "./offer-dialog";
import { TaskInviteDialog } from "./task-invite-dialog";

/**
 * 'Send offer' and 'Invite to task' on a freelancer's profile and a team's page (spec B10): shown
 * to companies only, since only a company hires.
 */
export function HireActions({ recipient, className }: { recipient: OfferRecipient; className?: string }) {
  const role = useAuthStore((state) => state.user?.role);
  const [open, setOpen] = useState<"offer" | "task" | null>(null);
  if (role !== "COMPANY") return null;
  return (
    <div className={className ?? "flex flex-wrap gap-2"}>
      <Button onClick={() => setOpen("offer")}>
        <Send className="size-4" aria-hidden />
        Send offer
      </Button>
      <Button variant="secondary" onClick={() => setOpen("task")}>
        <ClipboardList className="size-4" aria-hidden />
        Invite to task
      </Button>
      <OfferDialog
        recipient={recipient}
        open={open === "offer"}
        onOpenChange={(next) => setOpen(next ? "offer" : null)}
      />
      <TaskInviteDialog
        recipient={recipient}
        open={open === "task"}
        onOpenChange={(next) => setOpen(next ? "task" : null)}
      />
    </div>
  );
}
