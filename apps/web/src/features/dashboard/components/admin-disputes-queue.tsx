import { formatPaise, rupeesToPaise } from "@crewlance/contracts/money";
import type { TDispute, TDisputeOutcome } from "@crewlance/contracts/projects";
import { ZDisputeResolveBody } from "@crewlance/contracts/projects";
import * as Dialog from "@radix-ui/react-dialog";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FolderOpen, Gavel, History, Scale, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { FormAlert } from "@/components/form-alert";
import { LinkButton } from "@/components/link-button";
import { PagedList } from "@/components/paged-list";
import { RelativeTime } from "@/components/relative-time";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Choice, ChoiceCards } from "@/components/ui/choice-cards";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatExactPaise } from "@/lib/format";
import { firstAttempt, nextAttempt } from "@/lib/idempotent-send";
import { toast } from "@/lib/toast";
import { dashboardKeys } from "../query-keys";
import { disputeKeys, openDisputesQuery, resolveDispute } from "./admin-disputes-api";

const SIDE_LABEL = { COMPANY: "Company", FREELANCER: "Freelancer", ADMIN: "Admin" } as const;

/** What a resolution moves, in words and exact amounts (decision 0079), before the admin confirms it. */
function resolutionSentence(dispute: TDispute, outcome: TDisputeOutcome, freelancerAmount: number | null) {
  const { amount, clientFee, clientFeeGst } = dispute.milestone;
  if (outcome === "RELEASE") return `Release ${formatExactPaise(amount)} to ${dispute.freelancer.name}`;
  if (outcome === "REFUND")
    return `Refund ${formatExactPaise(amount + clientFee + clientFeeGst)} (${formatExactPaise(amount)} + ${formatExactPaise(clientFee)} fee + ${formatExactPaise(clientFeeGst)} GST) to ${dispute.company.name}`;
  if (freelancerAmount === null || freelancerAmount <= 0 || freelancerAmount >= amount)
    return `Choose the freelancer's share: more than 0 and less than ${formatExactPaise(amount)}`;
  return `Release ${formatExactPaise(freelancerAmount)} to ${dispute.freelancer.name} and refund ${formatExactPaise(amount - freelancerAmount)} with its share of the fee and its GST to ${dispute.company.name}`;
}

/** The confirm button says the exact amounts it moves (decision 0079); a split without a valid share cannot. */
function resolveButtonLabel(dispute: TDispute, outcome: TDisputeOutcome, freelancerAmount: number | null) {
  const { amount, clientFee, clientFeeGst } = dispute.milestone;
  if (outcome === "RELEASE") return `Release ${formatExactPaise(amount)}`;
  if (outcome === "REFUND") return `Refund ${formatExactPaise(amount + clientFee + clientFeeGst)}`;
  if (freelancerAmount === null || !(freelancerAmount > 0 && freelancerAmount < amount)) return "Resolve dispute";
  return `Release ${formatExactPaise(freelancerAmount)}, refund ${formatExactPaise(amount - freelancerAmount)}`;
}

function ResolveDialog({
  dispute,
  open,
  onOpenChange,
}: {
  dispute: TDispute;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-5 shadow-2xl outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-fg">Resolve the dispute</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                “{dispute.milestone.title}” · {formatExactPaise(dispute.milestone.amount)} held in escrow. Both sides
                get your note.
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="-mt-1 -mr-1 grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg"
              aria-label="Close"
            >
              <X className="size-4" aria-hidden />
            </Dialog.Close>
          </div>
          {open ? <ResolveForm dispute={dispute} onDone={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ResolveForm({ dispute, onDone }: { dispute: TDispute; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(firstAttempt);
  const [outcome, setOutcome] = useState<TDisputeOutcome>("RELEASE");
  const [share, setShare] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const freelancerAmount = share.trim() === "" ? null : rupeesToPaise(Number(share));
  const resolve = useMutation({
    mutationFn: resolveDispute,
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: disputeKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      toast.success(response.message ?? "Dispute resolved; both sides have been told");
      onDone();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDisputeResolveBody.safeParse(
      outcome === "SPLIT" ? { outcome, freelancerAmount: freelancerAmount ?? undefined, note } : { outcome, note },
    );
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "form")] ??= issue.message;
    if (outcome === "SPLIT" && freelancerAmount !== null && freelancerAmount >= dispute.milestone.amount)
      found.freelancerAmount = `The freelancer's share must be less than ${formatExactPaise(dispute.milestone.amount)}.`;
    if (outcome === "SPLIT" && (freelancerAmount === null || Number.isNaN(freelancerAmount)))
      found.freelancerAmount = "Enter the freelancer's share in INR.";
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    // A changed outcome, share or note is a new attempt under a new key; the same body again a retry.
    const next = nextAttempt(attempt, JSON.stringify(parsed.data));
    setAttempt(next);
    resolve.mutate({ id: dispute.id, body: parsed.data, idempotencyKey: next.idempotencyKey });
  };
  const label = resolveButtonLabel(dispute, outcome, freelancerAmount);
  const server = resolve.error instanceof ApiError ? resolve.error.fieldErrors : {};
  const options: Array<Choice<TDisputeOutcome>> = [
    { value: "RELEASE", label: "Release to the freelancer", hint: `${dispute.freelancer.name} is paid in full` },
    { value: "REFUND", label: "Refund the company", hint: "The amount and the client fee go back" },
    { value: "SPLIT", label: "Split", hint: "A share to the freelancer, the rest refunded" },
  ];
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      <ChoiceCards legend="Outcome" choices={options} value={outcome} onChange={setOutcome} />
      {outcome === "SPLIT" ? (
        <Field
          label="Freelancer's share (INR)"
          error={errors.freelancerAmount ?? server.freelancerAmount}
          hint={`Out of ${formatExactPaise(dispute.milestone.amount)}.`}
        >
          {(ids) => (
            <Input
              {...ids}
              value={share}
              onChange={(event) => setShare(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
            />
          )}
        </Field>
      ) : null}
      <p
        className="rounded-xl border border-line bg-surface-muted/60 p-3 text-sm font-medium text-fg"
        aria-live="polite"
      >
        {resolutionSentence(dispute, outcome, freelancerAmount)}
      </p>
      <Field label="Note to both sides" error={errors.note ?? server.note}>
        {(ids) => (
          <Textarea
            {...ids}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder="What you found and why you decided this way."
          />
        )}
      </Field>
      <FormAlert error={resolve.error ?? undefined} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={resolve.isPending}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={resolve.isPending} aria-busy={resolve.isPending || undefined}>
          {resolve.isPending
            ? "Resolving..."
            : resolve.isError
              ? `Try again: ${label.charAt(0).toLowerCase()}${label.slice(1)}`
              : label}
        </Button>
      </div>
    </form>
  );
}

function DisputeCard({ dispute }: { dispute: TDispute }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-muted">
            {dispute.project.title} · opened <RelativeTime iso={dispute.createdAt} />
          </p>
          <h3 id={headingId} className="mt-0.5 font-semibold break-words text-fg">
            {dispute.milestone.title}
          </h3>
          <p className="mt-0.5 text-sm text-muted">
            <span className="font-semibold text-fg">{formatPaise(dispute.milestone.amount)}</span> in escrow · was{" "}
            {dispute.milestone.frozenFrom.toLowerCase().replace("_", " ")}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {/* Read-only and audited (decision 0080): the delivery, the conversation, the activity. */}
          <LinkButton
            to={`/project-management/${dispute.project.id}`}
            className="h-8 px-3"
            aria-label={`Open project ${dispute.project.title}`}
          >
            <FolderOpen className="size-4" aria-hidden />
            Open project
          </LinkButton>
          <Button size="sm" onClick={() => setOpen(true)}>
            <Gavel className="size-4" aria-hidden />
            Resolve
          </Button>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2">
        {(["COMPANY", "FREELANCER"] as const).map((side) => {
          const party = side === "COMPANY" ? dispute.company : dispute.freelancer;
          const statements = dispute.statements.filter((statement) => statement.side === side);
          return (
            <section
              key={side}
              aria-label={`${SIDE_LABEL[side]}'s statement`}
              className="rounded-xl border border-line bg-surface-muted/50 p-3"
            >
              <div className="flex items-center gap-2">
                <Avatar src={party.avatarUrl} name={party.name} size="xs" />
                <p className="min-w-0 truncate text-sm font-medium text-fg">{party.name}</p>
                <Badge tone={dispute.openedBySide === side ? "warning" : "neutral"} className="ml-auto">
                  {dispute.openedBySide === side ? "Opened it" : SIDE_LABEL[side]}
                </Badge>
              </div>
              {statements.length > 0 ? (
                statements.map((statement) => (
                  <p
                    key={`${statement.createdAt}-${statement.text.slice(0, 16)}`}
                    className="mt-2 text-sm whitespace-pre-line break-words text-fg"
                  >
                    {statement.text}
                  </p>
                ))
              ) : (
                <p className="mt-2 text-sm text-muted">No statement yet.</p>
              )}
            </section>
          );
        })}
      </div>
      <details className="group mt-3 rounded-xl border border-line">
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-medium text-fg">
          <History className="size-4 text-muted" aria-hidden />
          The milestone's history ({dispute.history.length})
        </summary>
        <ol className="space-y-2 border-t border-line px-3 py-3">
          {dispute.history.map((entry) => (
            <li key={entry.id} className="text-sm">
              <span className="text-fg">{entry.text}</span>
              <span className="text-xs text-muted">
                {" "}
                · <RelativeTime iso={entry.createdAt} />
              </span>
            </li>
          ))}
          {dispute.milestone.submissions.map((submission) => (
            <li key={submission.id} className="rounded-lg bg-surface-muted/60 p-2 text-sm">
              <span className="text-xs text-muted">
                Submission · <RelativeTime iso={submission.submittedAt} />
                {submission.files.length > 0 ? ` · ${submission.files.length} files` : ""}
              </span>
              <span className="mt-0.5 block whitespace-pre-line text-fg">{submission.note}</span>
              {submission.revisionReason ? (
                <span className="mt-0.5 block text-xs text-orange-800 dark:text-orange-300">
                  Revision asked: {submission.revisionReason}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </details>
      <ResolveDialog dispute={dispute} open={open} onOpenChange={setOpen} />
    </article>
  );
}

/** The admin's queue of open disputes, oldest first: both sides' statements, the history, and the resolve dialog. */
export function AdminDisputesQueue() {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...openDisputesQuery(page), placeholderData: keepPreviousData });
  const count = query.data?.pagination.totalCount;
  return (
    <section id="disputes" aria-labelledby="disputes-heading" className="scroll-mt-20 space-y-3">
      <div className="flex items-center gap-2">
        <Scale className="size-5 text-amber-600 dark:text-amber-400" aria-hidden />
        <h2 id="disputes-heading" className="text-base font-semibold text-fg">
          Disputes to resolve
        </h2>
        {count ? <Badge tone="warning">{count}</Badge> : null}
      </div>
      <PagedList
        query={query}
        errorTitle="Could not load the disputes"
        onPageChange={setPage}
        paginationClassName="mt-4"
        skeleton={<Skeleton className="h-48 rounded-2xl" />}
        empty={
          <EmptyState
            icon={Scale}
            title="No open disputes"
            description="When a company or a freelancer disputes a milestone, it waits here with both sides' statements."
          />
        }
      >
        {(items) => (
          <div className="space-y-4">
            {items.map((dispute) => (
              <DisputeCard key={dispute.id} dispute={dispute} />
            ))}
          </div>
        )}
      </PagedList>
    </section>
  );
}
