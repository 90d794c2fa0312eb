import { CHAT_MESSAGE_MAX, type TChatAttachment } from "@crewlance/contracts/chat";
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES } from "@crewlance/contracts/tasks";
import { FileText, Paperclip, SendHorizontal, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { OffPlatformWarning, useOffPlatformGate } from "@/components/safety/off-platform";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { sendTyping } from "@/lib/chat/actions";
import { uploadAttachment } from "@/lib/chat/api";
import { TYPING_REPEAT_MS } from "@/lib/chat/typing";
import { cn } from "@/lib/cn";
import { fileSizeLabel, isImage } from "../format";

/** Typing stops counting after this long without a key. */
const TYPING_IDLE_MS = 4_000;

type Upload = { file: File; preview: string | null; percent: number; attachment: TChatAttachment | null };

function useTypingSignal(conversationId: string) {
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = () => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    if (lastSent.current) sendTyping(conversationId, false);
    lastSent.current = 0;
  };
  const typed = () => {
    const now = Date.now();
    if (now - lastSent.current > TYPING_REPEAT_MS) {
      lastSent.current = now;
      sendTyping(conversationId, true);
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_IDLE_MS);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: stops the signal when the thread changes.
  useEffect(() => stop, [conversationId]);
  return { typed, stop };
}

export function Composer({
  conversationId,
  onSend,
}: {
  conversationId: string;
  onSend: (body: string, attachment: TChatAttachment | null) => void;
}) {
  const [body, setBody] = useState("");
  const [upload, setUpload] = useState<Upload | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const typing = useTypingSignal(conversationId);
  const uploading = upload !== null && upload.attachment === null;
  const canSend = !uploading && (body.trim().length > 0 || upload?.attachment);

  useEffect(() => () => void (upload?.preview && URL.revokeObjectURL(upload.preview)), [upload?.preview]);

  const choose = async (file: File) => {
    setUploadError(null);
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setUploadError(`${file.name} is larger than ${fileSizeLabel(ATTACHMENT_MAX_BYTES)}.`);
      return;
    }
    const preview = isImage(file.type) ? URL.createObjectURL(file) : null;
    setUpload({ file, preview, percent: 0, attachment: null });
    try {
      const attachment = await uploadAttachment(conversationId, file, ({ percent }) =>
        setUpload((current) => (current?.file === file ? { ...current, percent } : current)),
      );
      setUpload((current) => (current?.file === file ? { ...current, attachment, percent: 100 } : current));
    } catch (error) {
      setUpload(null);
      setUploadError(errorMessage(error, "The file could not be uploaded. Try again."));
    }
  };

  const offPlatform = useOffPlatformGate();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const text = body.trim();
    const attachment = upload?.attachment ?? null;
    // A text that asks to move off Crewlance is warned about once before it goes (decision 0092).
    offPlatform.gate(text, () => {
      onSend(text, attachment);
      setBody("");
      setUpload(null);
      typing.stop();
      textarea.current?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-line bg-surface p-2.5 sm:p-3">
      {upload ? (
        <div className="mb-2 flex items-center gap-3 rounded-xl border border-line bg-surface-muted p-2">
          {upload.preview ? (
            <img src={upload.preview} alt="" className="size-12 rounded-lg object-cover" />
          ) : (
            <span className="grid size-12 place-items-center rounded-lg bg-surface text-muted">
              <FileText className="size-5" aria-hidden />
            </span>
          )}
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate font-medium text-fg">{upload.file.name}</p>
            <p className="text-xs text-muted">
              {upload.attachment ? fileSizeLabel(upload.file.size) : `Uploading… ${upload.percent}%`}
            </p>
          </div>
          <button
            type="button"
            onClick={() => setUpload(null)}
            className="grid size-8 place-items-center rounded-full text-muted hover:bg-surface hover:text-fg"
            aria-label={`Remove ${upload.file.name}`}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      {offPlatform.warning ? (
        <OffPlatformWarning
          className="mb-2"
          onSendAnyway={offPlatform.sendAnyway}
          onEdit={() => {
            offPlatform.edit();
            textarea.current?.focus();
          }}
        />
      ) : null}
      {uploadError ? (
        <p className="mb-2 text-sm text-red-700 dark:text-red-400" role="alert">
          {uploadError}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose a file to attach"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void choose(file);
          }}
        />
        <Button
          variant="ghost"
          className="size-10 shrink-0 px-0"
          aria-label="Attach a file"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
        >
          <Paperclip className="size-5" aria-hidden />
        </Button>
        <label htmlFor={`composer-${conversationId}`} className="sr-only">
          Message
        </label>
        <textarea
          id={`composer-${conversationId}`}
          ref={textarea}
          rows={1}
          value={body}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Write a message…"
          onChange={(event) => {
            setBody(event.target.value);
            if (event.target.value) typing.typed();
            else typing.stop();
          }}
          onKeyDown={onKeyDown}
          onBlur={typing.stop}
          className={cn(
            "max-h-40 min-h-10 flex-1 resize-none rounded-xl border border-line bg-surface-muted px-3 py-2 text-sm text-fg [field-sizing:content]",
            "placeholder:text-stone-500 focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-500/30",
          )}
        />
        <Button type="submit" className="size-10 shrink-0 px-0" aria-label="Send" disabled={!canSend}>
          <SendHorizontal className="size-5" aria-hidden />
        </Button>
      </div>
    </form>
  );
}
