import { FileText, Upload, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type FilePickerProps = {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A file field with a preview: a thumbnail for images, the name and size for documents. */
export function FilePicker({ label, hint, accept, file, onChange, error }: FilePickerProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file?.type.startsWith("image/") || typeof URL.createObjectURL !== "function") return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-fg">
        {label}
      </span>
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3">
          {preview ? (
            <img src={preview} alt="" className="size-14 shrink-0 rounded-lg border border-line object-cover" />
          ) : (
            <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-surface-muted text-muted">
              <FileText className="size-6" aria-hidden />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-fg">{file.name}</p>
            <p className="text-xs text-muted">{sizeText(file.size)}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={`Remove ${label.toLowerCase()}`}>
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={cn(
            "flex cursor-pointer flex-col items-center gap-1 rounded-xl border border-dashed border-line bg-surface px-4 py-5 text-center transition-colors hover:border-amber-400",
            "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-500",
            error && "border-red-500",
          )}
        >
          <Upload className="size-5 text-amber-600 dark:text-amber-400" aria-hidden />
          <span className="text-sm font-medium text-fg">Choose a file</span>
          <span className="text-xs text-muted">{hint}</span>
          <input
            id={id}
            type="file"
            accept={accept}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              event.target.value = "";
            }}
          />
        </label>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
