import { formatBasisPoints, type TPayoutShares, type TTeamMember } from "@crewlance/contracts/teams";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Lock, Scale } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { payoutSharesQuery, savePayoutShares } from "../api";
import { teamKeys } from "../query-keys";
import { basisPointsToPercent, equalShares, percentToBasisPoints, sharesProblem } from "../shares";

/**
 * A team project's payout shares: a percent per member summing to 100. Editable by a team admin
 * until the first milestone is funded; after that it says why it is locked.
 */
/** One row per current member (unset shares list only the owner): a member missing from the shares has 0. */
function shareRows(shares: TPayoutShares, members: readonly TTeamMember[]): TPayoutShares["shares"] {
  const listed = new Map(shares.shares.map((share) => [share.user.id, share]));
  const rows = members.map((member) => listed.get(member.userId) ?? { user: member.user, basisPoints: 0 });
  const extra = shares.shares.filter((share) => !members.some((member) => member.userId === share.user.id));
  return [...rows, ...extra];
}

export function PayoutSharesEditor({ projectId, members }: { projectId: string; members: readonly TTeamMember[] }) {
  const queryClient = useQueryClient();
  const totalId = useId();
  const query = useQuery(payoutSharesQuery(projectId));
  const [percents, setPercents] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const data = query.data;
  const shares = data ? { ...data, shares: shareRows(data, members) } : undefined;

  const rowsKey = shares ? shares.shares.map((share) => `${share.user.id}:${share.basisPoints}`).join(",") : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows are read again when their key changes
  useEffect(() => {
    if (!shares) return;
    setPercents(shares.shares.map((share) => basisPointsToPercent(share.basisPoints)));
    setTouched(false);
  }, [rowsKey]);

  const save = useMutation({
    mutationFn: () =>
      savePayoutShares(projectId, {
        shares: (shares?.shares ?? []).map((share, index) => ({
          userId: share.user.id,
          basisPoints: percentToBasisPoints(percents[index] ?? "") ?? 0,
        })),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(teamKeys.payoutShares(projectId), saved);
      toast.success("Payout shares saved");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (query.isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (query.isError) return <FormAlert error={query.error} />;
  if (!shares) return null;

  const problem = sharesProblem(percents);
  const total = percents.reduce((sum, text) => sum + (percentToBasisPoints(text) ?? 0), 0);
  const editable = shares.canEdit;

  return (
    <div className="rounded-xl border border-line bg-surface-muted/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="flex items-center gap-2 text-sm font-semibold text-fg">
          <Scale className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
          Payout shares
        </h4>
        {editable ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setPercents(equalShares(shares.shares.length).map(basisPointsToPercent));
              setTouched(true);
            }}
          >
            Split equally
          </Button>
        ) : null}
      </div>
      {shares.locked ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-muted">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          Locked: a milestone of this project has been funded, so the shares can no longer change. Each release is split
          by them.
        </p>
      ) : !shares.isSet ? (
        <p className="mt-2 text-sm text-muted">
          Not set yet: until an admin sets them, every release goes to the owner. They lock once a milestone is funded.
        </p>
      ) : null}
      <ul className="mt-3 space-y-2">
        {shares.shares.map((share, index) => (
          <li key={share.user.id} className="flex items-center gap-3">
            <Avatar src={share.user.avatarUrl} name={share.user.fullName} size="xs" />
            <span className="min-w-0 flex-1 truncate text-sm text-fg">{share.user.fullName}</span>
            {editable ? (
              <div className="flex items-center gap-1">
                <Input
                  className="w-24 text-right tabular-nums"
                  inputMode="decimal"
                  aria-label={`Share of ${share.user.fullName}, percent`}
                  aria-describedby={totalId}
                  value={percents[index] ?? ""}
                  onChange={(event) => {
                    const next = [...percents];
                    next[index] = event.target.value;
                    setPercents(next);
                    setTouched(true);
                  }}
                />
                <span className="text-sm text-muted" aria-hidden>
                  %
                </span>
              </div>
            ) : (
              <span className="text-sm font-medium text-fg tabular-nums">{formatBasisPoints(share.basisPoints)}</span>
            )}
          </li>
        ))}
      </ul>
      {editable ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
          <p
            id={totalId}
            className={problem && touched ? "text-sm font-medium text-red-600 dark:text-red-400" : "text-sm text-muted"}
            role={problem && touched ? "alert" : undefined}
          >
            {problem && touched ? problem : `Total ${basisPointsToPercent(total)}% of 100%`}
          </p>
          <Button size="sm" disabled={!!problem || save.isPending} onClick={() => save.mutate()}>
            {save.isPending ? "Saving..." : "Save shares"}
          </Button>
          {/* The toast is gone in a second; the reason stays until the next try. */}
          {save.error ? (
            <div className="w-full">
              <FormAlert error={save.error} />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
