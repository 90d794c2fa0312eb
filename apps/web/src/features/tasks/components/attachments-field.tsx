import { ATTACHMENT_ACCEPT, ATTACHMENTS_MAX_FILES, type TAttachment } from "@crewlance/contracts/tasks";
import { CheckCircle2, FileText, Paperclip, X } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { formatFileSize } from "@/lib/marketplace/labels";
import { attachmentProblem } from "../task-form";

/** A picked file waiting to be sent, and how far its upload is. */
export type QueuedFile = { key: string; file: File; percent: number | null; error?: string; done?: boolean };

type AttachmentsFieldProps = {
  label?: string;
  /** Files already saved on the item (editing); removing one marks it for deletion on save. */
  existing?: TAttachment[];
  onRemoveExisting?: (attachment: TAttachment) => void;
  queued: QueuedFile[];
  onQueue: (files: QueuedFile[]) => void;
  onProblem: (message: string | null) => void;
  problem?: string | null;
  disabled?: boolean;
};

let nextKey = 0;

/** Up to five files of at most 10 MB, each with an upload progress bar once sending starts. */
export function AttachmentsField({
  label = "Attachments",
  existing = [],
  onRemoveExisting,
  queued,
  onQueue,
  onProblem,
  problem,
  disabled,
}: AttachmentsFieldProps) {
  const id = useId();
  const count = existing.length + queued.length;
  const full = count >= ATTACHMENTS_MAX_FILES;

  const pick = (files: FileList | null) => {
    if (!files) return;
    const added: QueuedFile[] = [];
    let message: string | null = null;
    for (const file of Array.from(files)) {
      const issue = attachmentProblem(file, count + added.length);
      if (issue) {
        message = issue;
        continue;
      }
      nextKey += 1;
      added.push({ key: `file-${nextKey}`, file, percent: null });
    }
    onProblem(message);
    if (added.length > 0) onQueue([...queued, ...added]);
  };

  return (
    <div className="space-y-2">
      <span id={`${id}-label`} className="block text-sm font-medium text-fg">
        {label} <span className="font-normal text-muted">(optional)</span>
      </span>
      {existing.length + queued.length > 0 ? (
        <ul className="space-y-2" aria-label={`${label} picked`}>
          {existing.map((attachment) => (
            <li key={attachment.id} className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2.5">
              <FileText className="size-4 shrink-0 text-muted" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm text-fg">{attachment.fileName}</span>
                <span className="block text-xs text-muted">{formatFileSize(attachment.size)} · saved</span>
              </span>
              {onRemoveExisting ? (
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onRemoveExisting(attachment)}
                  aria-label={`Remove ${attachment.fileName}`}
                  className="grid size-8 place-items-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg"
                >
                  <X className="size-4" aria-hidden />
                </button>
              ) : null}
            </li>
          ))}
          {queued.map((item) => (
            <li key={item.key} className="rounded-xl border border-line bg-surface p-2.5">
              <div className="flex items-center gap-3">
                {item.done ? (
                  <CheckCircle2 className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
                ) : (
                  <FileText className="size-4 shrink-0 text-muted" aria-hidden />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm text-fg">{item.file.name}</span>
                  <span className="block text-xs text-muted">
                    {formatFileSize(item.file.size)}
                    {item.done ? " · uploaded" : item.percent !== null ? ` · uploading ${item.percent}%` : ""}
                  </span>
                </span>
                {item.percent === null || item.error ? (
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onQueue(queued.filter((other) => other.key !== item.key))}
                    aria-label={`Remove ${item.file.name}`}
                    className="grid size-8 place-items-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                ) : null}
              </div>
              {item.percent !== null && !item.done ? (
                <div
                  role="progressbar"
                  aria-label={`Uploading ${item.file.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.percent}
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-muted"
                >
                  <div
                    className="h-full rounded-full bg-amber-500 transition-[width]"
                    style={{ width: `${item.percent}%` }}
                  />
                </div>
              ) : null}
              {item.error ? (
                <p role="alert" className="mt-1.5 text-xs font-medium text-red-600 dark:text-red-400">
                  {item.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-xs text-muted">That is the most files: remove one to add another.</p>
      ) : (
        <label
          htmlFor={id}
          className={cn(
            "flex cursor-pointer items-center gap-3 rounded-xl border border-dashed border-line bg-surface px-4 py-3 transition-colors hover:border-amber-400",
            "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-500",
            problem && "border-red-500",
            disabled && "pointer-events-none opacity-60",
          )}
        >
          <Paperclip className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          <span className="text-sm">
            <span className="font-medium text-fg">Add files</span>
            <span className="block text-xs text-muted">
              PDF, images or office documents; up to {ATTACHMENTS_MAX_FILES} files of 10 MB each.
            </span>
          </span>
          <input
            id={id}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="sr-only"
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={problem ? `${id}-error` : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = "";
            }}
          />
        </label>
      )}
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
