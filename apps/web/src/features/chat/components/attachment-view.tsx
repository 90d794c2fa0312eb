import type { TChatAttachment } from "@crewlance/contracts/chat";
import { Download, FileText } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { fetchBlob, saveBlob } from "@/lib/download";
import { toast } from "@/lib/toast";
import { fileSizeLabel, isImage } from "../format";

/**
 * A picture taller than its placeholder pushes the thread up; if the reader was at the newest
 * message, they stay there.
 */
function keepNewestInView(image: HTMLImageElement) {
  const log = image.closest<HTMLElement>('[role="log"]');
  if (!log) return;
  const fromBottom = log.scrollHeight - log.scrollTop - log.clientHeight;
  if (fromBottom <= image.height + 160) log.scrollTop = log.scrollHeight;
}

/** An image shown inline: fetched with the session's token (an <img> link would send none). */
function InlineImage({ attachment }: { attachment: TChatAttachment }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    fetchBlob(attachment.url).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachment.url]);
  if (failed) return <FileChip attachment={attachment} />;
  return src ? (
    <img
      src={src}
      alt={attachment.fileName}
      className="max-h-64 max-w-full rounded-xl object-contain"
      onLoad={(event) => keepNewestInView(event.currentTarget)}
    />
  ) : (
    <div className="h-40 w-56 max-w-full animate-pulse rounded-xl bg-black/10 dark:bg-white/10" aria-hidden />
  );
}

/** A file as a chip: its name and size; a click downloads it. */
function FileChip({ attachment, className }: { attachment: TChatAttachment; className?: string }) {
  const download = () =>
    fetchBlob(attachment.url).then(
      (blob) => saveBlob(blob, attachment.fileName),
      () => toast.error("The file could not be downloaded."),
    );
  return (
    <button
      type="button"
      onClick={() => void download()}
      className={cn(
        "flex max-w-full items-center gap-2 rounded-xl border border-black/10 bg-white/70 px-3 py-2 text-left text-sm text-stone-900 hover:bg-white dark:border-white/10 dark:bg-black/20 dark:text-stone-100 dark:hover:bg-black/30",
        className,
      )}
    >
      <FileText className="size-5 shrink-0" aria-hidden />
      <span className="min-w-0">
        <span className="block truncate font-medium">{attachment.fileName}</span>
        <span className="block text-xs opacity-75">{fileSizeLabel(attachment.size)}</span>
      </span>
      <Download className="ml-1 size-4 shrink-0 opacity-70" aria-hidden />
      <span className="sr-only">Download</span>
    </button>
  );
}

export function AttachmentView({ attachment }: { attachment: TChatAttachment }) {
  return isImage(attachment.mimeType) ? <InlineImage attachment={attachment} /> : <FileChip attachment={attachment} />;
}
