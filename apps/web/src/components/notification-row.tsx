import type { TNotification } from "@crewlance/contracts/notifications";
import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { RelativeTime } from "./relative-time";

type NotificationRowProps = {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
  onMarkRead?: (notification: TNotification) => void;
};

/** One notification: unread dot, title, body and age; opening it follows its link. */
export function NotificationRow({ notification, onOpen, onMarkRead }: NotificationRowProps) {
  const unread = !notification.isRead;
  return (
    <div
      className={cn(
        "group flex items-start gap-2 px-2 py-1 sm:px-3",
        unread && "bg-amber-50/60 dark:bg-amber-500/[0.06]",
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg px-2 py-2.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
      >
        <span
          aria-hidden
          className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-amber-500" : "bg-transparent")}
        />
        <span className="min-w-0 flex-1">
          <span className={cn("block text-sm text-fg", unread ? "font-semibold" : "font-medium")}>
            {notification.title}
            {unread ? <span className="sr-only"> (unread)</span> : null}
          </span>
          {notification.body ? <span className="mt-0.5 block text-sm text-muted">{notification.body}</span> : null}
          <RelativeTime iso={notification.createdAt} className="mt-1 block text-xs text-muted" />
        </span>
      </button>
      {unread && onMarkRead ? (
        <button
          type="button"
          onClick={() => onMarkRead(notification)}
          aria-label={`Mark "${notification.title}" as read`}
          title="Mark as read"
          className="mt-2 grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg"
        >
          <Check className="size-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
