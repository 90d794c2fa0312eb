import { useQuery } from "@tanstack/react-query";
import { Search, X } from "lucide-react";
import { useState } from "react";
import { DebouncedInput } from "@/components/debounced-input";
import { errorMessage } from "@/lib/api-client";
import { searchMessages } from "@/lib/chat/api";
import { chatKeys } from "@/lib/chat/query-keys";
import { dayLabel, timeLabel } from "../format";

/** Marks the words searched for inside a found message. */
function Highlighted({ text, q }: { text: string; q: string }) {
  const words = q
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.join("|")})`, "gi"));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move.
          <mark key={index} className="rounded bg-amber-200 px-0.5 text-stone-950">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function ThreadSearch({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const [q, setQ] = useState("");
  const term = q.trim();
  const results = useQuery({
    queryKey: chatKeys.search(conversationId, term),
    queryFn: () => searchMessages(conversationId, term),
    enabled: term.length > 0,
  });
  return (
    <section aria-label="Search in this conversation" className="border-b border-line bg-surface-muted/60 p-3">
      <div className="flex items-center gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <DebouncedInput
            value={q}
            onCommit={setQ}
            autoFocus
            type="search"
            aria-label="Search messages"
            placeholder="Search messages"
            className="pl-9"
            delayMs={300}
          />
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close search"
          className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {term ? (
        <div className="mt-2 max-h-60 overflow-y-auto">
          {results.isPending ? (
            <p className="p-2 text-sm text-muted">Searching…</p>
          ) : results.isError ? (
            <p className="p-2 text-sm text-red-700 dark:text-red-400" role="alert">
              {errorMessage(results.error)}
            </p>
          ) : results.data.items.length === 0 ? (
            <p className="p-2 text-sm text-muted">No message in this conversation matches “{term}”.</p>
          ) : (
            <ul aria-label="Search results" className="divide-y divide-line rounded-xl border border-line bg-surface">
              {results.data.items.map((message) => (
                <li key={message.id} className="px-3 py-2 text-sm">
                  <p className="text-xs text-muted">
                    <span className="font-medium text-fg">{message.sender.name}</span> · {dayLabel(message.createdAt)}{" "}
                    {timeLabel(message.createdAt)}
                  </p>
                  <p className="mt-0.5 line-clamp-3 break-words text-fg">
                    <Highlighted text={message.body} q={term} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
