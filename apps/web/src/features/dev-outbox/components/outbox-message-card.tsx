import type { TOutboxMessage } from "@crewlance/contracts/dev-outbox";
import { Mail, MessageSquare } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { MessageBody } from "./message-body";

const timeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium" });

export function OutboxMessageCard({ message }: { message: TOutboxMessage }) {
  const isEmail = message.channel === "EMAIL";
  const Icon = isEmail ? Mail : MessageSquare;
  return (
    <article className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-1">
          <div className="flex items-start gap-2">
            <Badge tone={isEmail ? "accent" : "success"}>
              <Icon className="size-3" aria-hidden />
              {message.channel}
            </Badge>
            <h2 className="min-w-0 text-sm font-semibold break-words text-fg">{message.subject ?? "Text message"}</h2>
          </div>
          <p className="truncate text-xs text-muted" title={message.to}>
            To <span className="font-medium text-fg">{message.to}</span>
          </p>
        </div>
        <time dateTime={message.createdAt} className="shrink-0 text-xs text-muted tabular-nums">
          {timeFormat.format(new Date(message.createdAt))}
        </time>
      </header>
      <div className="rounded-xl bg-surface-muted p-3 sm:p-4">
        <MessageBody text={message.text} />
      </div>
    </article>
  );
}
