import { DECLINE_REASON_MAX } from "@crewlance/contracts/collaboration-values";
import type { TCollaboration } from "@crewlance/contracts/collaborations";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { useInvalidateAfterCollaboration } from "@/lib/collaborations/api";
import { toast } from "@/lib/toast";
import { type Answer, answerCollaboration } from "../api";
import { acceptConsequence, isOffer } from "../labels";

function textsFor(item: TCollaboration, answer: Answer) {
  const what = isOffer(item) ? "offer" : "invitation";
  if (answer === "accept") {
    return {
      title: isOffer(item) ? "Accept this offer?" : "Accept this invitation?",
      description: acceptConsequence(item),
      confirm: isOffer(item) ? "Accept and start the project" : "Accept",
      tone: "primary" as const,
    };
  }
  if (answer === "decline") {
    return {
      title: `Decline this ${what}?`,
      description: `${item.sender.name} is told. You can say why; they read it with your answer.`,
      confirm: "Decline",
      tone: "danger" as const,
    };
  }
  return {
    title: `Cancel this ${what}?`,
    description: "It can no longer be accepted, and the recipient is told.",
    confirm: `Cancel ${what}`,
    tone: "danger" as const,
  };
}

/** The confirmation of an answer, saying what happens; declining takes an optional reason. */
export function AnswerDialog({
  target,
  onClose,
}: {
  target: { item: TCollaboration; answer: Answer } | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const invalidate = useInvalidateAfterCollaboration();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (input: { item: TCollaboration; answer: Answer }) =>
      answerCollaboration(input.item.id, input.answer, reason),
    onSuccess: async (envelope, input) => {
      toast.success(envelope.message ?? "Done");
      await invalidate();
      onClose();
      setReason("");
      const done = envelope.data;
      if (input.answer === "accept" && done.project) navigate(`/project-management/${done.project.id}`);
      else if (input.answer === "accept" && done.task) navigate(`/tasks/${done.task.id}`);
    },
  });
  if (!target) return null;
  const texts = textsFor(target.item, target.answer);
  return (
    <ConfirmDialog
      open
      title={texts.title}
      description={texts.description}
      confirmLabel={mutation.isPending ? "Working..." : texts.confirm}
      tone={texts.tone}
      busy={mutation.isPending}
      error={mutation.error ?? undefined}
      onConfirm={() => mutation.mutate(target)}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          setReason("");
          onClose();
        }
      }}
    >
      {target.answer === "decline" ? (
        <Field label="Reason (optional)" hint={`Up to ${DECLINE_REASON_MAX} characters.`}>
          {(ids) => (
            <Textarea
              {...ids}
              rows={3}
              maxLength={DECLINE_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="Fully booked until March."
            />
          )}
        </Field>
      ) : null}
    </ConfirmDialog>
  );
}
