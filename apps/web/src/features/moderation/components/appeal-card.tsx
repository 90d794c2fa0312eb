import {
  COMMUNITY_RULE_LABELS,
  MODERATION_NOTE_MAX,
  type TAppealDecision,
  type TAppealQueueItem,
  ZAppealDecision,
} from "@crewlance/contracts/safety";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { decideAppeal } from "../api";
import { actionSummary } from "../labels";
import { moderationKeys } from "../query-keys";

const STATUS = {
  PENDING: { label: "Waiting", tone: "accent" },
  UPHELD: { label: "Upheld", tone: "neutral" },
  OVERTURNED: { label: "Overturned", tone: "success" },
} as const;

/** Uphold or overturn with a note to the person; only an admin other than the one who acted may (decision 0092). */
function DecisionForm({ appeal }: { appeal: TAppealQueueItem }) {
  const queryClient = useQueryClient();
  const hintId = useId();
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const decide = useMutation({
    mutationFn: decideAppeal,
    onSuccess: (response, { body }) => {
      toast.success(
        response.message ??
          (body.decision === "OVERTURN"
            ? "Overturned. The action is lifted and they have been told."
            : "Upheld. They have been told."),
      );
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (error instanceof ApiError) setNoteError(error.fieldErrors.note);
    },
  });
  const submit = (decision: TAppealDecision["decision"]) => {
    const parsed = ZAppealDecision.safeParse({ decision, note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues.find((issue) => issue.path[0] === "note")?.message);
      return;
    }
    setNoteError(undefined);
    decide.mutate({ id: appeal.id, body: parsed.data });
  };
  const blocked = !appeal.canDecide;
  return (
    <div className="space-y-3 border-t border-line pt-4">
      <Field label="Note to the person" error={noteError}>
        {(ids) => (
          <Textarea
            {...ids}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={MODERATION_NOTE_MAX}
            rows={3}
            disabled={blocked}
          />
        )}
      </Field>
      {decide.error && !noteError ? <FormAlert error={decide.error} /> : null}
      {blocked ? (
        <p id={hintId} className="text-sm font-medium text-orange-800 dark:text-orange-300">
          Another admin must decide this appeal.
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={blocked || decide.isPending}
          aria-describedby={blocked ? hintId : undefined}
          onClick={() => submit("UPHOLD")}
        >
          Uphold
        </Button>
        <Button
          disabled={blocked || decide.isPending}
          aria-describedby={blocked ? hintId : undefined}
          onClick={() => submit("OVERTURN")}
        >
          Overturn
        </Button>
      </div>
    </div>
  );
}

export function AppealCard({ appeal }: { appeal: TAppealQueueItem }) {
  const headingId = useId();
  const { action } = appeal;
  const status = STATUS[appeal.status];
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={status.tone}>{status.label}</Badge>
        <span className="text-xs text-muted">
          Sent <RelativeTime iso={appeal.createdAt} />
        </span>
      </div>
      <div>
        <h3 id={headingId} className="font-semibold break-words text-fg">
          {appeal.user.fullName}: {actionSummary(action).toLowerCase()}
        </h3>
        <p className="text-sm text-muted">
          {appeal.user.email} · {action.rule ? COMMUNITY_RULE_LABELS[action.rule] : "No rule cited"} · by{" "}
          {action.admin.fullName}
        </p>
        {action.note ? <p className="mt-1 text-sm break-words text-muted">Note: {action.note}</p> : null}
      </div>
      <blockquote className="rounded-xl bg-surface-muted/60 p-3 text-sm whitespace-pre-line break-words text-fg">
        {appeal.text}
      </blockquote>
      {appeal.status === "PENDING" ? (
        <DecisionForm appeal={appeal} />
      ) : (
        <p className="border-t border-line pt-3 text-sm text-muted">
          Decided by {appeal.decidedBy?.fullName ?? "an admin"}
          {appeal.decidedAt ? (
            <>
              {" "}
              <RelativeTime iso={appeal.decidedAt} />
            </>
          ) : null}
          {appeal.decisionNote ? `: ${appeal.decisionNote}` : "."}
        </p>
      )}
    </article>
  );
}
