import type { THourlyContract } from "@crewlance/contracts/hourly";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { type Lifecycle, moveContract } from "../contract-api";
import { useContractMutation } from "./use-contract-mutation";

/** What each move does, said before it is done (decision 0091). */
const MOVES: Record<
  Lifecycle,
  { button: string; title: string; description: string; confirm: string; done: string; tone: "primary" | "danger" }
> = {
  pause: {
    button: "Pause contract",
    title: "Pause this contract?",
    description:
      "No time can be logged while it is paused and a running timer stops. This week still closes on Sunday and bills what was already logged; paused weeks are not funded. Either of you can resume it.",
    confirm: "Pause contract",
    done: "Contract paused",
    tone: "primary",
  },
  resume: {
    button: "Resume contract",
    title: "Resume this contract?",
    description:
      "Time can be logged again from now. This week opens and, with a weekly limit, its maximum plus the client fee and GST moves from the company's wallet into escrow.",
    confirm: "Resume contract",
    done: "Contract resumed",
    tone: "primary",
  },
  end: {
    button: "End contract",
    title: "End this contract?",
    description:
      "The timer stops and this week closes now: its hours go to the company's review, and unused escrow goes back to the company at once. The project completes, and reviews open, once the last week is paid or settled. This cannot be undone.",
    confirm: "End contract",
    done: "Contract ended. This week is now in review.",
    tone: "danger",
  },
};

/** Pause, resume or end: either party may, each behind a confirmation that says what happens. */
export function LifecycleActions({ contract }: { contract: THourlyContract }) {
  const [asking, setAsking] = useState<Lifecycle | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const projectId = contract.projectId;
  const move = useContractMutation(projectId, moveContract, asking ? MOVES[asking].done : "Done", () =>
    setAsking(null),
  );
  const party = contract.viewerSide === "COMPANY" || contract.viewerSide === "FREELANCER";
  if (!party || contract.status === "ENDED") return null;
  const moves: Lifecycle[] = contract.status === "PAUSED" ? ["resume", "end"] : ["pause", "end"];
  const text = asking ? MOVES[asking] : null;
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((value) => (
        <Button
          key={value}
          size="sm"
          variant={value === "end" ? "ghost" : "secondary"}
          className={value === "end" ? "text-red-700 dark:text-red-400" : undefined}
          onClick={() => {
            move.reset();
            setIdempotencyKey(crypto.randomUUID());
            setAsking(value);
          }}
        >
          {MOVES[value].button}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !move.isPending) setAsking(null);
        }}
        title={text?.title ?? ""}
        description={text?.description ?? ""}
        confirmLabel={move.isPending ? "Working..." : (text?.confirm ?? "")}
        tone={text?.tone ?? "primary"}
        busy={move.isPending}
        error={move.error ?? undefined}
        onConfirm={() => asking && move.mutate({ projectId, move: asking, idempotencyKey })}
      />
    </div>
  );
}
