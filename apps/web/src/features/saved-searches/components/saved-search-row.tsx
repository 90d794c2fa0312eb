import type { TAlertFrequency } from "@crewlance/contracts/notification-groups";
import type { TSavedSearch } from "@crewlance/contracts/saved-searches";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Play, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LinkButton } from "@/components/link-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { deleteSavedSearch, updateSavedSearch } from "../api";
import { savedSearchKeys } from "../query-keys";
import { ALERT_LABELS, runLink, searchSummary } from "../run-link";
import { AlertSelect } from "./alert-select";
import { RenameDialog } from "./rename-dialog";

/** One saved search: what it looks for, Run, its alerts, rename and delete. */
export function SavedSearchRow({ search }: { search: TSavedSearch }) {
  const queryClient = useQueryClient();
  const alertsId = useId();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
  const changeAlerts = useMutation({
    mutationFn: (alerts: TAlertFrequency) => updateSavedSearch(search.id, { alerts }),
    onSuccess: async (saved) => {
      toast.success(`Alerts for “${saved.name}”: ${ALERT_LABELS[saved.alerts].toLowerCase()}`);
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteSavedSearch(search.id),
    onSuccess: async () => {
      toast.success(`Deleted “${search.name}”`);
      setDeleting(false);
      await refresh();
    },
  });

  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold break-words text-fg">{search.name}</h2>
            <Badge>{search.kind === "tasks" ? "Tasks" : "Freelancers"}</Badge>
          </div>
          <p className="mt-1 text-sm break-words text-muted">{searchSummary(search)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:shrink-0 lg:flex-nowrap">
          {search.kind === "tasks" ? (
            <div className="flex items-center gap-2">
              <label htmlFor={alertsId} className="text-sm font-medium text-fg">
                Alerts
              </label>
              <AlertSelect
                id={alertsId}
                className="w-40"
                value={search.alerts}
                disabled={changeAlerts.isPending}
                onChange={(event) => changeAlerts.mutate(event.target.value as TAlertFrequency)}
              />
            </div>
          ) : (
            <p className="text-sm text-muted">No alerts for freelancer searches</p>
          )}
          <LinkButton to={runLink(search)} variant="primary" aria-label={`Run “${search.name}”`}>
            <Play className="size-4" aria-hidden />
            Run
          </LinkButton>
          <Button variant="secondary" onClick={() => setRenaming(true)} aria-label={`Rename “${search.name}”`}>
            <Pencil className="size-4" aria-hidden />
            Rename
          </Button>
          <Button variant="ghost" onClick={() => setDeleting(true)} aria-label={`Delete “${search.name}”`}>
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
        </div>
      </Card>
      <RenameDialog search={search} open={renaming} onOpenChange={setRenaming} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this saved search?"
        description={`“${search.name}” goes, with its alerts. Alerts you already received stay in your notifications.`}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
