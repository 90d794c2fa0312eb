import type { TAttachment } from "@crewlance/contracts/tasks";
import { Download, FileText, ImageIcon } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { fetchBlob, saveBlob } from "@/lib/download";
import { formatFileSize } from "@/lib/marketplace/labels";
import { toast } from "@/lib/toast";

type ListedFile = Pick<TAttachment, "fileName" | "mimeType" | "size"> & { id?: string; url?: string };

/** Files of a task or a proposal; each downloads with the session's token. Preview rows are not links. */
export function AttachmentList({ files, label = "Attachments" }: { files: ListedFile[]; label?: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) return null;
  const download = async (file: ListedFile) => {
    if (!file.url) return;
    setBusy(file.url);
    try {
      saveBlob(await fetchBlob(file.url), file.fileName);
    } catch (error) {
      toast.error(errorMessage(error, "The file could not be downloaded."));
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
      {files.map((file, index) => {
        const Icon = file.mimeType.startsWith("image/") ? ImageIcon : FileText;
        const body = (
          <>
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-amber-50 text-amber-700 dark:bg-amber-500/10 dark:text-amber-300">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="min-w-0 flex-1 text-left">
              <span className="block truncate text-sm font-medium text-fg">{file.fileName}</span>
              <span className="block text-xs text-muted">{formatFileSize(file.size)}</span>
            </span>
            {file.url ? <Download className="size-4 shrink-0 text-muted" aria-hidden /> : null}
          </>
        );
        return (
          <li key={file.id ?? `${file.fileName}-${index}`}>
            {file.url ? (
              <button
                type="button"
                onClick={() => void download(file)}
                disabled={busy === file.url}
                aria-label={`Download ${file.fileName}`}
                className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface p-2.5 transition hover:border-amber-300 hover:bg-surface-muted disabled:opacity-60 dark:hover:border-amber-500/50"
              >
                {body}
              </button>
            ) : (
              <div className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2.5">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
