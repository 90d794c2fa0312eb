import { ClipboardList, Send } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuthStore } from "@/lib/session/auth-store";
import type { OfferRecipient } from "./offer-dialog";

// The forms (and the offer's zod schema) load when a company first opens one, not with the page (decision 0053).
const OfferDialog = lazy(() => import("./offer-dialog").then((module) => ({ default: module.OfferDialog })));
const TaskInviteDialog = lazy(() =>
  import("./task-invite-dialog").then((module) => ({ default: module.TaskInviteDialog })),
);

/**
 * 'Send offer' and 'Invite to task' on a freelancer's profile and a team's page: shown
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
      {open ? (
        <Suspense fallback={null}>
          {open === "offer" ? (
            <OfferDialog recipient={recipient} open onOpenChange={(next) => setOpen(next ? "offer" : null)} />
          ) : (
            <TaskInviteDialog recipient={recipient} open onOpenChange={(next) => setOpen(next ? "task" : null)} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
