import type { TDataExport } from "@crewlance/contracts/privacy";
import { EXPORT_DAYS_KEPT } from "@crewlance/contracts/privacy";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, FileArchive } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { downloadExport, latestExportQuery, requestExport, yourDataKeys } from "../api";

const day = (iso: string | null) => (iso ? formatDate(new Date(iso), "local") : "");

function ExportStatus({ item }: { item: TDataExport }) {
  const download = useMutation({
    mutationFn: () => downloadExport(item),
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (item.status === "QUEUED") {
    return (
      <p role="status" className="text-sm text-fg">
        Preparing your data. We will email you when it is ready; you can leave this page.
      </p>
    );
  }
  if (item.status === "READY") {
    return (
      <div className="space-y-3">
        <p role="status" className="text-sm text-fg">
          Your data is ready. You can download it until {day(item.expiresAt)}.
        </p>
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          <Download className="size-4" aria-hidden />
          {download.isPending ? "Downloading..." : "Download your data"}
        </Button>
      </div>
    );
  }
  if (item.status === "EXPIRED") {
    return (
      <p role="status" className="text-sm text-muted">
        Your copy from {day(item.requestedAt)} has expired and was deleted. Ask for a new one.
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-red-700 dark:text-red-300">
      We could not prepare your copy. Please ask again.
    </p>
  );
}

/** "Get a copy of your data": asks for the ZIP, shows where it stands, downloads it when ready. */
export function ExportCard() {
  const queryClient = useQueryClient();
  const latest = useQuery(latestExportQuery);
  const start = useMutation({
    mutationFn: requestExport,
    onSuccess: async () => {
      toast.success("We are preparing your data. We will email you when it is ready.");
      await queryClient.invalidateQueries({ queryKey: yourDataKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const item = latest.data;
  const preparing = item?.status === "QUEUED";
  return (
    <Card className="p-5" role="region" aria-labelledby="your-data-export-heading">
      <div className="flex items-start gap-3">
        <FileArchive className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <h2 id="your-data-export-heading" className="text-base font-semibold text-fg">
              Get a copy of your data
            </h2>
            <p className="mt-1 text-sm text-muted">
              A ZIP file with your account, tasks, applications, offers, projects, hourly contracts and time, messages,
              teams, wallet, notifications, reports and blocks, requests to support, devices and the files you uploaded.
              We prepare it in the background and email you a link; it can be downloaded for {EXPORT_DAYS_KEPT} days.
            </p>
          </div>
          {item ? <ExportStatus item={item} /> : null}
          {preparing ? null : (
            <Button variant="secondary" onClick={() => start.mutate()} disabled={start.isPending || latest.isPending}>
              {start.isPending ? "Asking..." : item ? "Prepare a new copy" : "Prepare a copy of my data"}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
