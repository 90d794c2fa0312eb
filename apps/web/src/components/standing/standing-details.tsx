import type { TStanding, TStandingAction } from "@crewlance/contracts/safety";
import { CircleCheck, ShieldAlert, ShieldOff, Timer } from "lucide-react";
import { useId } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { AppealForm } from "./appeal-form";

const STATE = {
  GOOD: {
    title: "Your account is in good standing",
    text: "Nothing limits what you can do on Crewlance.",
    icon: CircleCheck,
    tone: "text-emerald-700 bg-emerald-50 dark:text-emerald-300 dark:bg-emerald-500/15",
  },
  RESTRICTED: {
    title: "Your account is restricted",
    text: "Some things are paused for a while. Below is what happened and what it affects.",
    icon: ShieldAlert,
    tone: "text-orange-700 bg-orange-50 dark:text-orange-300 dark:bg-orange-500/15",
  },
  SUSPENDED: {
    title: "Your account is suspended",
    text: "You can't use Crewlance while it lasts. Below is what happened and what it affects.",
    icon: ShieldOff,
    tone: "text-red-700 bg-red-50 dark:text-red-300 dark:bg-red-500/15",
  },
} as const;

const KIND: Record<TStandingAction["kind"], { label: string; title: string; tone: BadgeTone }> = {
  HIDE: { label: "Content hidden", title: "Something you posted was hidden", tone: "neutral" },
  WARN: { label: "Warning", title: "You were warned", tone: "warning" },
  RESTRICT: { label: "Restricted", title: "Your account was restricted", tone: "warning" },
  SUSPEND: { label: "Suspended", title: "Your account was suspended", tone: "danger" },
};

const when = (iso: string) => formatDateTime(new Date(iso));

function AppealState({ appeal }: { appeal: NonNullable<TStandingAction["appeal"]> }) {
  const status = {
    PENDING: { tone: "accent", label: "Appeal waiting", text: "An admin who didn't take this action will decide it." },
    UPHELD: { tone: "neutral", label: "Appeal upheld", text: "The action stays." },
    OVERTURNED: { tone: "success", label: "Appeal overturned", text: "The action was lifted." },
  } as const;
  const shown = status[appeal.status];
  return (
    <div className="space-y-2 rounded-xl border border-line bg-surface-muted/50 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={shown.tone}>{shown.label}</Badge>
        <span className="text-muted">Sent {when(appeal.createdAt)}</span>
      </p>
      <p className="whitespace-pre-line break-words text-fg">{appeal.text}</p>
      <p className="text-muted">
        {shown.text}
        {appeal.decidedAt ? ` Decided ${when(appeal.decidedAt)}.` : ""}
      </p>
      {appeal.decisionNote ? (
        <p className="whitespace-pre-line break-words text-fg">
          <span className="font-medium">The admin's note: </span>
          {appeal.decisionNote}
        </p>
      ) : null}
    </div>
  );
}

function ActionCard({ action, appealToken }: { action: TStandingAction; appealToken?: string }) {
  const headingId = useId();
  const kind = KIND[action.kind];
  return (
    <Card aria-labelledby={headingId} className="space-y-4 p-4 sm:p-5" role="article">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={kind.tone}>{kind.label}</Badge>
        {action.active ? null : <Badge tone="success">Ended</Badge>}
      </div>
      <div className="space-y-1">
        <h3 id={headingId} className="font-semibold text-fg">
          {kind.title}
        </h3>
        {action.itemLabel ? <p className="text-sm break-words text-fg">{action.itemLabel}</p> : null}
        <p className="text-sm text-muted">
          Rule:{" "}
          <a
            href={action.ruleLink}
            className="font-medium text-amber-700 underline underline-offset-4 dark:text-amber-400"
          >
            {action.ruleLabel}
          </a>
        </p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Since</dt>
          <dd className="text-fg">{when(action.since)}</dd>
        </div>
        <div>
          <dt className="text-muted">Until</dt>
          <dd className="text-fg">{action.until ? when(action.until) : "Until an admin lifts it"}</dd>
        </div>
      </dl>
      {action.affects.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium text-fg">What it affects</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-fg">
            {action.affects.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {action.appeal ? <AppealState appeal={action.appeal} /> : null}
      {action.canAppeal ? <AppealForm actionId={action.id} appealToken={appealToken} /> : null}
    </Card>
  );
}

function NewAccountLimits({ limits }: { limits: NonNullable<TStanding["newAccountLimits"]> }) {
  return (
    <Card className="flex gap-3 p-4 text-sm sm:p-5">
      <Timer className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
      <div className="space-y-1">
        <h2 className="font-semibold text-fg">New account limits</h2>
        <p className="text-muted">
          Until {when(limits.until)} or your first completed project, you can send up to {limits.proposalsPerDay}{" "}
          proposals, {limits.offersPerDay} offers and {limits.conversationsPerDay} new conversations a day. The count
          starts again at midnight in India.
        </p>
      </div>
    </Card>
  );
}

/**
 * What a person's standing is and why: each action with its rule, its dates, what it affects and
 * its appeal. `appealToken` is given on the suspended sign-in, where there is no session.
 */
export function StandingDetails({
  standing,
  appealToken,
  showState = true,
}: {
  standing: TStanding;
  appealToken?: string;
  /** False where the screen's own heading already says it (the suspended sign-in). */
  showState?: boolean;
}) {
  const state = STATE[standing.state];
  const Icon = state.icon;
  const active = standing.actions.filter((action) => action.active);
  const past = standing.actions.filter((action) => !action.active);
  return (
    <div className="space-y-5">
      <div className={showState ? "flex items-start gap-3" : "hidden"}>
        <span className={`grid size-10 shrink-0 place-items-center rounded-full ${state.tone}`}>
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-fg">{state.title}</h2>
          <p className="text-sm text-muted">{state.text}</p>
        </div>
      </div>
      {standing.newAccountLimits ? <NewAccountLimits limits={standing.newAccountLimits} /> : null}
      {active.length > 0 ? (
        <section aria-label="Actions in force" className="space-y-3">
          {active.map((action) => (
            <ActionCard key={action.id} action={action} appealToken={appealToken} />
          ))}
        </section>
      ) : null}
      {past.length > 0 ? (
        <section aria-labelledby="standing-past" className="space-y-3">
          <h2 id="standing-past" className="text-base font-semibold text-fg">
            Earlier actions
          </h2>
          {past.map((action) => (
            <ActionCard key={action.id} action={action} appealToken={appealToken} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
