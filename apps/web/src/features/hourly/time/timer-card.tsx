import { type TTimer, type TTimerStopResult, ZTimerStartBody, ZTimerStopBody } from "@crewlance/contracts/hourly";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Play, Square } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Input, Textarea } from "@/components/ui/input";
import { hourlyKeys } from "../query-keys";
import { startTimer, stopTimer, timerQuery } from "../time-api";
import { errorOffFields, fieldErrorsOf, issuesOf } from "./form-errors";
import { formatElapsed, formatMinutes } from "./time-format";
import { useTimeMutation } from "./use-time-mutation";

type TimerCardProps = {
  projectId: string;
  /** Why time cannot be logged now (paused, not funded, week closed), or null when it can. */
  blockedReason: string | null;
};

/**
 * The freelancer's timer, kept on the server (decision 0091): what shows here is the server's
 * timer, refetched on focus and every 30 s, so a reload or a second tab shows the same one.
 */
export function TimerCard({ projectId, blockedReason }: TimerCardProps) {
  const timer = useQuery(timerQuery);
  const running = timer.data?.timer ?? null;
  useEntriesRefreshOnStop(projectId, running?.startedAt ?? null);
  return (
    <section
      aria-labelledby="timer-heading"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
      aria-busy={timer.isPending || undefined}
    >
      <h3 id="timer-heading" className="text-xs font-semibold tracking-wide text-muted uppercase">
        Timer
      </h3>
      {timer.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading your timer…</p>
      ) : timer.isError ? (
        <div className="mt-3">
          <FormAlert error={timer.error} />
          <Button variant="link" onClick={() => void timer.refetch()}>
            Try again
          </Button>
        </div>
      ) : running ? (
        <RunningTimer projectId={projectId} timer={running} />
      ) : (
        <StartTimer projectId={projectId} blockedReason={blockedReason} />
      )}
    </section>
  );
}

/**
 * A timer stopped in another tab, or cut at the week's end, made entries this tab has not seen:
 * when the timer it showed is gone, the week's figures and entries load again.
 */
function useEntriesRefreshOnStop(projectId: string, startedAt: string | null) {
  const queryClient = useQueryClient();
  const shown = useRef(startedAt);
  useEffect(() => {
    if (shown.current !== null && shown.current !== startedAt) {
      void queryClient.invalidateQueries({ queryKey: hourlyKeys.project(projectId) });
    }
    shown.current = startedAt;
  }, [projectId, queryClient, startedAt]);
}

function StartTimer({ projectId, blockedReason }: TimerCardProps) {
  const [memo, setMemo] = useState("");
  const [error, setError] = useState<string>();
  const start = useTimeMutation(projectId, startTimer, "Timer started", () => setMemo(""));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTimerStartBody.safeParse({ memo });
    if (!parsed.success) return setError(issuesOf(parsed.error).memo);
    setError(undefined);
    start.mutate({ projectId, memo: parsed.data.memo });
  };
  const serverErrors = fieldErrorsOf(start.error);
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="What are you working on? (optional)" error={error ?? serverErrors.memo} className="flex-1">
          {(ids) => (
            <Input
              {...ids}
              value={memo}
              onChange={(event) => setMemo(event.target.value)}
              placeholder="Checkout page layout"
              disabled={blockedReason !== null}
            />
          )}
        </Field>
        <Button
          type="submit"
          className="shrink-0"
          disabled={blockedReason !== null || start.isPending}
          aria-busy={start.isPending || undefined}
        >
          <Play className="size-4" aria-hidden />
          {start.isPending ? "Starting..." : "Start timer"}
        </Button>
      </div>
      {blockedReason ? <p className="text-sm text-muted">{blockedReason}</p> : null}
      {errorOffFields(start.error, ["memo"]) ? <FormAlert error={start.error} /> : null}
    </form>
  );
}

/** Ticks once a second from the server's start; a clock behind the server's shows 0 rather than less. */
function useElapsed(startedAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  return Math.max(0, now - Date.parse(startedAt));
}

function RunningTimer({ projectId, timer }: { projectId: string; timer: TTimer }) {
  const [stopping, setStopping] = useState(false);
  const elapsed = useElapsed(timer.startedAt);
  const here = timer.projectId === projectId;
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex items-center gap-2">
          <span className="relative flex size-2.5" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
          </span>
          <span className="text-3xl font-semibold text-fg tabular-nums" role="timer" aria-label="Time on the timer">
            {formatElapsed(elapsed)}
          </span>
        </p>
        <p className="mt-1 text-sm break-words text-muted">
          {here ? (
            (timer.memo ?? "Running")
          ) : (
            <>
              Running on{" "}
              <Link
                className="font-medium text-amber-700 hover:underline dark:text-amber-400"
                to={`/project-management/${timer.projectId}`}
              >
                {timer.projectTitle}
              </Link>
              : one timer runs at a time. Stop it to start one here.
            </>
          )}
        </p>
      </div>
      <Button variant="danger" className="shrink-0" onClick={() => setStopping(true)}>
        <Square className="size-4" aria-hidden />
        Stop timer
      </Button>
      <StopTimerDialog
        projectId={timer.projectId}
        startMemo={timer.memo}
        elapsedMinutes={Math.floor(elapsed / 60_000)}
        open={stopping}
        onOpenChange={setStopping}
      />
    </div>
  );
}

type StopProps = {
  projectId: string;
  startMemo: string | null;
  elapsedMinutes: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function StopTimerDialog(props: StopProps) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Stop the timer"
      description={`About ${formatMinutes(props.elapsedMinutes)} becomes an entry, up to the hours the week has left.`}
    >
      {props.open ? <StopTimerForm {...props} /> : null}
    </FormDialog>
  );
}

const loggedSentence = ({ entries }: TTimerStopResult) =>
  `Logged ${formatMinutes(entries.reduce((sum, entry) => sum + entry.minutes, 0))}`;

function StopTimerForm({ projectId, startMemo, onOpenChange }: StopProps) {
  const [memo, setMemo] = useState(startMemo ?? "");
  const [error, setError] = useState<string>();
  const stop = useTimeMutation(projectId, stopTimer, loggedSentence, () => onOpenChange(false));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTimerStopBody.safeParse({ memo });
    if (!parsed.success) return setError(issuesOf(parsed.error).memo);
    if (parsed.data.memo === undefined) return setError("Say what you worked on.");
    setError(undefined);
    stop.mutate({ memo: parsed.data.memo });
  };
  const serverErrors = fieldErrorsOf(stop.error);
  return (
    <form noValidate onSubmit={onSubmit}>
      <Field label="What did you work on?" error={error ?? serverErrors.memo}>
        {(ids) => <Textarea {...ids} value={memo} onChange={(event) => setMemo(event.target.value)} autoFocus />}
      </Field>
      {errorOffFields(stop.error, ["memo"]) ? (
        <div className="mt-4">
          <FormAlert error={stop.error} />
        </div>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={stop.isPending}>
          Keep running
        </Button>
        <Button type="submit" variant="danger" disabled={stop.isPending} aria-busy={stop.isPending || undefined}>
          {stop.isPending ? "Stopping..." : "Stop and log time"}
        </Button>
      </DialogActions>
    </form>
  );
}
