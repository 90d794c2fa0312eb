import { useQuery } from "@tanstack/react-query";
import { AlertCircle, Download, FileText, FolderOpen } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatFileSize } from "@/lib/marketplace/labels";
import { toast } from "@/lib/toast";
import { downloadProjectFile, filesQuery } from "../api";
import type { Project, ProjectFile } from "../types";

/** The files delivered with submissions; a download sends the session's token (the parties only). */
export function FilesPanel({ project }: { project: Project }) {
  const query = useQuery(filesQuery(project.id));
  const [busy, setBusy] = useState<string | null>(null);
  const titles = new Map(project.milestones.map((m) => [m.id, m.title]));
  const download = async (file: ProjectFile) => {
    setBusy(file.id);
    try {
      await downloadProjectFile(file);
    } catch (error) {
      toast.error(errorMessage(error, "The file could not be downloaded."));
    } finally {
      setBusy(null);
    }
  };
  if (query.isPending) return <Skeleton className="h-40 rounded-2xl" aria-busy="true" />;
  if (query.isError)
    return (
      <EmptyState
        icon={AlertCircle}
        title="Could not load the files"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  const files = query.data.items;
  if (files.length === 0)
    return (
      <EmptyState
        icon={FolderOpen}
        title="No files yet"
        description="Files the freelancer delivers with a milestone show here, for the company and the freelancer only."
      />
    );
  return (
    <section aria-label="Files" className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <ul className="divide-y divide-line">
        {files.map((file) => (
          <li key={file.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">
              <FileText className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-fg">{file.fileName}</p>
              <p className="truncate text-xs text-muted">
                {formatFileSize(file.size)} · {file.uploadedBy.name} · <RelativeTime iso={file.createdAt} />
                {file.milestoneId && titles.get(file.milestoneId) ? ` · ${titles.get(file.milestoneId)}` : ""}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void download(file)}
              disabled={busy === file.id}
              aria-label={`Download ${file.fileName}`}
            >
              <Download className="size-4" aria-hidden />
              <span className="hidden sm:inline">{busy === file.id ? "Downloading..." : "Download"}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
