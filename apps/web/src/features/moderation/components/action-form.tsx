import {
  COMMUNITY_RULE_LABELS,
  COMMUNITY_RULES,
  MODERATION_NOTE_MAX,
  type TModerationActionCreate,
  type TModerationActionKind,
  type TModerationItemDetail,
  ZModerationActionCreate,
} from "@crewlance/contracts/safety";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { type Choice, ChoiceCards } from "@/components/ui/choice-cards";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { takeAction } from "../api";
import { moderationKeys } from "../query-keys";

const OPTIONS: Array<Choice<TModerationActionKind>> = [
  { value: "DISMISS", label: "Dismiss", hint: "No rule was broken; the reports close." },
  { value: "HIDE", label: "Hide", hint: "It disappears from every list and search; the owner is told which rule." },
  { value: "WARN", label: "Warn", hint: "The owner is told which rule; nothing else changes." },
  {
    value: "RESTRICT",
    label: "Restrict",
    hint: "No new applications, offers or messages to people they have no project with, for some days.",
  },
  { value: "SUSPEND", label: "Suspend", hint: "They can't sign in; escrow keeps its rules." },
];

/** The confirmation's question: what the action does, and to whom. */
function question(body: TModerationActionCreate, owner: string) {
  const days = body.days ? `${body.days} ${Number(body.days) === 1 ? "day" : "days"}` : null;
  switch (body.kind) {
    case "DISMISS":
      return { title: "Dismiss the reports?", confirm: "Dismiss", text: "The reporters hear that no rule was broken." };
    case "HIDE":
      return { title: "Hide this content?", confirm: "Hide", text: `${owner} is told which rule it broke.` };
    case "WARN":
      return { title: `Warn ${owner}?`, confirm: "Warn", text: `${owner} is told which rule was broken.` };
    case "RESTRICT":
      return {
        title: `Restrict ${owner} for ${days}?`,
        confirm: "Restrict",
        text: `${owner} is told why and until when.`,
      };
    default:
      return {
        title: days ? `Suspend ${owner} for ${days}?` : `Suspend ${owner}?`,
        confirm: "Suspend",
        text: `${owner} is signed out and can appeal from the sign-in screen.`,
      };
  }
}

/** Dismiss, hide, warn, restrict or suspend, citing a rule (decision 0092); confirmed before it runs. */
export function ActionForm({ detail }: { detail: TModerationItemDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<TModerationActionKind>("DISMISS");
  const [rule, setRule] = useState("");
  const [days, setDays] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<TModerationActionCreate | null>(null);
  const { item } = detail;
  const owner = item.subject?.fullName ?? "The owner";
  const action = useMutation({
    mutationFn: takeAction,
    onSuccess: (response) => {
      toast.success(response.message ?? "Done. The reporters have been told.");
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      navigate("/admin/moderation");
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors);
        setPending(null);
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: TModerationActionCreate = {
      itemKind: item.itemKind,
      itemId: item.itemId,
      kind,
      rule: kind === "DISMISS" ? undefined : (rule as TModerationActionCreate["rule"]),
      days: kind === "RESTRICT" || kind === "SUSPEND" ? days : undefined,
      note,
    };
    const parsed = ZModerationActionCreate.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "form")] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    action.reset();
    setPending(parsed.data as TModerationActionCreate);
  };
  const asked = pending ? question(pending, owner) : null;

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold text-fg">Act on this</h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <ChoiceCards legend="Action" choices={OPTIONS} value={kind} onChange={setKind} />
        {kind === "DISMISS" ? null : (
          <Field label="Rule broken" error={errors.rule}>
            {(ids) => (
              <Select {...ids} value={rule} onChange={(event) => setRule(event.target.value)}>
                <option value="">Choose a rule</option>
                {COMMUNITY_RULES.map((value) => (
                  <option key={value} value={value}>
                    {COMMUNITY_RULE_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {kind === "RESTRICT" || kind === "SUSPEND" ? (
          <Field
            label={kind === "RESTRICT" ? "For how many days" : "For how many days (optional)"}
            error={errors.days}
            hint={kind === "SUSPEND" ? "Leave it empty to suspend until an admin lifts it." : undefined}
          >
            {(ids) => (
              <Input
                {...ids}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
                className="sm:w-40"
              />
            )}
          </Field>
        ) : null}
        <Field label="Note (optional)" error={errors.note} hint="The owner reads it with the rule.">
          {(ids) => (
            <Textarea
              {...ids}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={MODERATION_NOTE_MAX}
              rows={3}
            />
          )}
        </Field>
        <Button type="submit" className="w-full sm:w-auto">
          Continue
        </Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !action.isPending) setPending(null);
        }}
        title={asked?.title ?? ""}
        description={asked?.text ?? ""}
        confirmLabel={asked?.confirm ?? ""}
        tone={pending?.kind === "DISMISS" ? "primary" : "danger"}
        busy={action.isPending}
        error={action.error}
        onConfirm={() => pending && action.mutate(pending)}
      />
    </Card>
  );
}
