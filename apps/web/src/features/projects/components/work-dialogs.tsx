import { formatPaise, paiseToRupees, rupeesToPaise } from "@crewlance/contracts/money";
import {
  MILESTONE_FILES_MAX,
  MILESTONE_NOTE_MAX,
  MILESTONE_REASON_MAX,
  ZDisputeStatementBody,
  ZMilestoneCreateBody,
  ZMilestoneDisputeBody,
  ZMilestoneRevisionBody,
  ZMilestoneSubmitBody,
} from "@crewlance/contracts/projects";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileText, Paperclip, X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import type { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input, Textarea } from "@/components/ui/input";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatFileSize } from "@/lib/marketplace/labels";
import { toast } from "@/lib/toast";
import {
  addDisputeStatement,
  addMilestone,
  disputeMilestone,
  editMilestone,
  requestRevision,
  submitMilestone,
  uploadProjectFile,
} from "../api";
import { projectExtraKeys } from "../query-keys";
import type { Milestone } from "../types";
import { useMilestoneMutation } from "../use-project-mutation";

type Errors = Record<string, string>;

/** The first message of each field of a failed parse, keyed by its path. */
function issuesOf(error: z.ZodError): Errors {
  const out: Errors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}

function serverErrors(error: unknown): Errors {
  return error instanceof ApiError ? error.fieldErrors : {};
}

function Actions({ children }: { children: React.ReactNode }) {
  return <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

type Base = { projectId: string; open: boolean; onOpenChange: (open: boolean) => void };

// ── Add, edit or propose a milestone ───────────────────────────────────────────────────────

type MilestoneFormProps = Base & {
  /** The milestone to edit; none adds one (the company) or proposes one (the freelancer). */
  milestone?: Milestone;
  propose?: boolean;
};

export function MilestoneFormDialog(props: MilestoneFormProps) {
  const title = props.milestone ? "Edit milestone" : props.propose ? "Propose a milestone" : "Add a milestone";
  const description = props.milestone
    ? "You can change a milestone until it is funded."
    : props.propose
      ? "The company sees your proposal and accepts or declines it."
      : "The freelancer is told; you fund it when the work should start.";
  return (
    <FormDialog open={props.open} onOpenChange={props.onOpenChange} title={title} description={description}>
      {props.open ? <MilestoneForm {...props} /> : null}
    </FormDialog>
  );
}

function MilestoneForm({ projectId, milestone, propose, onOpenChange }: MilestoneFormProps) {
  const [values, setValues] = useState({
    title: milestone?.title ?? "",
    amount: milestone ? String(paiseToRupees(milestone.amount)) : "",
    dueDate: milestone?.dueDate ?? "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useMilestoneMutation(
    projectId,
    (body: z.infer<typeof ZMilestoneCreateBody>) =>
      milestone ? editMilestone({ id: milestone.id, body }) : addMilestone({ projectId, body }),
    milestone ? "Milestone saved" : propose ? "Proposal sent to the company" : "Milestone added",
    () => onOpenChange(false),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = values.amount.trim() === "" ? Number.NaN : rupeesToPaise(Number(values.amount));
    const parsed = ZMilestoneCreateBody.safeParse({
      title: values.title,
      amount: Number.isNaN(amount) ? undefined : amount,
      dueDate: values.dueDate || null,
    });
    if (!parsed.success) {
      const found = issuesOf(parsed.error);
      if (found.amount && Number.isNaN(amount)) found.amount = "Enter the amount in INR.";
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const fieldErrors = { ...serverErrors(save.error), ...errors };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Title" error={fieldErrors.title}>
        {(ids) => (
          <Input
            {...ids}
            value={values.title}
            onChange={(event) => setValues({ ...values, title: event.target.value })}
            placeholder="Design of the home page"
            autoFocus
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Amount (INR)"
          error={fieldErrors.amount}
          hint={
            values.amount && Number(values.amount) > 0
              ? `Shows as ${formatPaise(rupeesToPaise(Number(values.amount)))}`
              : undefined
          }
        >
          {(ids) => (
            <Input
              {...ids}
              value={values.amount}
              onChange={(event) => setValues({ ...values, amount: event.target.value })}
              inputMode="decimal"
              placeholder="45000"
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Due date (optional)" error={fieldErrors.dueDate}>
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={values.dueDate}
              onChange={(event) => setValues({ ...values, dueDate: event.target.value })}
            />
          )}
        </Field>
      </div>
      <FormAlert error={save.error ?? undefined} />
      <Actions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? "Saving..." : milestone ? "Save milestone" : propose ? "Send proposal" : "Add milestone"}
        </Button>
      </Actions>
    </form>
  );
}

// ── A reason: request a revision, open a dispute ───────────────────────────────────────────

type ReasonProps = Base & { milestone: Milestone; kind: "revision" | "dispute" };

const REASON_TEXT = {
  revision: {
    title: "Request a revision",
    description: "The freelancer sees your reason and submits again. The money stays in escrow.",
    label: "What needs to change",
    placeholder: "The header should use the new logo, and the footer links are missing.",
    confirm: "Request revision",
    busy: "Sending...",
    done: "Revision requested",
  },
  dispute: {
    title: "Open a dispute",
    description: "The milestone is frozen and its escrow held until a Crewlance admin resolves it.",
    label: "What went wrong",
    placeholder: "Say what was agreed and what happened; the admin reads both sides.",
    confirm: "Open dispute",
    busy: "Opening...",
    done: "Dispute opened — an admin will review it",
  },
} as const;

export function ReasonDialog(props: ReasonProps) {
  const text = REASON_TEXT[props.kind];
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`${text.title}: “${props.milestone.title}”`}
      description={text.description}
    >
      {props.open ? <ReasonForm {...props} /> : null}
    </FormDialog>
  );
}

function ReasonForm({ projectId, milestone, kind, onOpenChange }: ReasonProps) {
  const text = REASON_TEXT[kind];
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const send = useMilestoneMutation(
    projectId,
    kind === "revision" ? requestRevision : disputeMilestone,
    text.done,
    () => onOpenChange(false),
  );
  const held = milestone.fees.amount + milestone.fees.clientFee;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = (kind === "revision" ? ZMilestoneRevisionBody : ZMilestoneDisputeBody).safeParse({ reason });
    if (!parsed.success) return setError(issuesOf(parsed.error).reason);
    setError(undefined);
    send.mutate({ id: milestone.id, reason: parsed.data.reason });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {kind === "dispute" ? (
        <p className="rounded-xl border border-line bg-surface-muted/60 p-3 text-sm text-fg">
          {formatPaise(held)} stays in escrow until the admin releases, refunds or splits it.
        </p>
      ) : null}
      <Field label={text.label} error={error ?? serverErrors(send.error).reason}>
        {(ids) => (
          <Textarea
            {...ids}
            value={reason}
            maxLength={MILESTONE_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            placeholder={text.placeholder}
            autoFocus
          />
        )}
      </Field>
      <FormAlert error={send.error ?? undefined} />
      <Actions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={send.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={kind === "dispute" ? "danger" : "primary"}
          disabled={send.isPending}
          aria-busy={send.isPending || undefined}
        >
          {send.isPending ? text.busy : text.confirm}
        </Button>
      </Actions>
    </form>
  );
}

// ── Submit the work ────────────────────────────────────────────────────────────────────────

type SubmitProps = Base & { milestone: Milestone };

export function SubmitDialog(props: SubmitProps) {
  const again = props.milestone.status === "REVISION_REQUESTED";
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`${again ? "Submit again" : "Submit"}: “${props.milestone.title}”`}
      description="The company reviews your delivery and approves it or asks for a revision."
    >
      {props.open ? <SubmitForm {...props} /> : null}
    </FormDialog>
  );
}

function SubmitForm({ projectId, milestone, onOpenChange }: SubmitProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState("");
  const [files, setFiles] = useState<Array<{ key: string; file: File }>>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<string | null>(null);
  const submit = useMilestoneMutation(
    projectId,
    async ({ note: text, files: chosen }: { note: string; files: File[] }) => {
      const fileIds: string[] = [];
      for (const [index, file] of chosen.entries()) {
        setProgress(`Uploading ${index + 1} of ${chosen.length}: ${file.name}`);
        fileIds.push((await uploadProjectFile(projectId, file)).id);
      }
      setProgress(null);
      return submitMilestone({ id: milestone.id, note: text, fileIds });
    },
    "Work submitted — the company has been told",
    () => onOpenChange(false),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZMilestoneSubmitBody.safeParse({ note, fileIds: [] });
    const found = parsed.success ? {} : issuesOf(parsed.error);
    if (files.length > MILESTONE_FILES_MAX) found.files = `Attach at most ${MILESTONE_FILES_MAX} files.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate({ note: note.trim(), files: files.map((entry) => entry.file) });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {milestone.status === "REVISION_REQUESTED" && milestone.revisionReason ? (
        <div className="rounded-xl border border-orange-200 bg-orange-50 p-3 text-sm dark:border-orange-500/30 dark:bg-orange-500/10">
          <p className="font-medium text-orange-900 dark:text-orange-200">What the company asked for</p>
          <p className="mt-1 whitespace-pre-line text-orange-900/90 dark:text-orange-100/90">
            {milestone.revisionReason}
          </p>
        </div>
      ) : null}
      <Field label="Note to the company" error={errors.note ?? serverErrors(submit.error).note}>
        {(ids) => (
          <Textarea
            {...ids}
            value={note}
            maxLength={MILESTONE_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            placeholder="What you deliver, where to look, anything to know."
            autoFocus
          />
        )}
      </Field>
      <div className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-fg">
          Files (optional)
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          className="sr-only"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            setFiles((current) => [...current, ...chosen.map((file) => ({ key: crypto.randomUUID(), file }))]);
            event.target.value = "";
          }}
        />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} aria-controls={inputId}>
          <Paperclip className="size-4" aria-hidden />
          Attach files
        </Button>
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          Up to {MILESTONE_FILES_MAX} files. Only the company and you can download them.
        </p>
        {errors.files ? (
          <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.files}
          </p>
        ) : null}
        {files.length > 0 ? (
          <ul className="space-y-1.5" aria-label="Files to send">
            {files.map(({ key, file }) => (
              <li key={key} className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm">
                <FileText className="size-4 shrink-0 text-muted" aria-hidden />
                <span className="min-w-0 flex-1 truncate text-fg">{file.name}</span>
                <span className="text-xs text-muted">{formatFileSize(file.size)}</span>
                <button
                  type="button"
                  className="grid size-6 place-items-center rounded text-muted hover:bg-surface-muted hover:text-fg"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles((current) => current.filter((entry) => entry.key !== key))}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {progress ? (
        <p role="status" className="text-sm text-muted">
          {progress}
        </p>
      ) : null}
      <FormAlert error={submit.error ?? undefined} />
      <Actions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending || undefined}>
          {submit.isPending ? "Submitting..." : "Submit work"}
        </Button>
      </Actions>
    </form>
  );
}

// ── A statement on an open dispute ─────────────────────────────────────────────────────────

type StatementProps = Base & { milestone: Milestone; disputeId: string };

export function StatementDialog(props: StatementProps) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Your side: “${props.milestone.title}”`}
      description="The admin reads both sides before releasing, refunding or splitting the escrow."
    >
      {props.open ? <StatementForm {...props} /> : null}
    </FormDialog>
  );
}

function StatementForm({ projectId, disputeId, onOpenChange }: StatementProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: addDisputeStatement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectExtraKeys.detail(projectId) });
      toast.success("Statement sent to the admin");
      onOpenChange(false);
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDisputeStatementBody.safeParse({ text });
    if (!parsed.success) return setError(issuesOf(parsed.error).text);
    setError(undefined);
    send.mutate({ disputeId, text: parsed.data.text });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Your statement" error={error ?? serverErrors(send.error).text}>
        {(ids) => (
          <Textarea
            {...ids}
            value={text}
            maxLength={MILESTONE_REASON_MAX}
            onChange={(event) => setText(event.target.value)}
            placeholder="What was agreed, what was delivered, and what you ask for."
            autoFocus
          />
        )}
      </Field>
      <FormAlert error={send.error ?? undefined} />
      <Actions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? "Sending..." : "Send statement"}
        </Button>
      </Actions>
    </form>
  );
}
