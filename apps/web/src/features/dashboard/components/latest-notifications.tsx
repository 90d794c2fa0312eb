import type { TNotification } from "@crewlance/contracts/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { NotificationRow } from "@/components/notification-row";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { notificationKeys } from "@/lib/notifications/query-keys";
import { useNotificationStore } from "@/lib/notifications/store";
import { dashboardKeys } from "../query-keys";

/**
 * Recent activity of a company or a freelancer: their newest notifications, which already tell of
 * every event of theirs (decision 0048), from the dashboard's one answer. Undefined while loading.
 */
export function LatestNotifications({ items }: { items: TNotification[] | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = (notification: TNotification) => {
    if (!notification.isRead) {
      // Through the store, the one place the unread count lives, so the badges drop at once; then
      // the unread poll and this list (the dashboard) ask the server again.
      void useNotificationStore
        .getState()
        .markAsRead(notification.id)
        .then(() =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
            queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
          ]),
        );
    }
    navigate(notification.link?.startsWith("/") ? notification.link : "/notifications");
  };

  return (
    <Card className="flex flex-col p-0">
      <div className="flex items-center justify-between px-5 pt-5 pb-3">
        <h2 className="text-base font-semibold text-fg">Recent activity</h2>
        <Link to="/notifications" className="text-sm font-medium text-amber-700 hover:underline dark:text-amber-400">
          All notifications
        </Link>
      </div>
      {!items ? (
        <div className="space-y-2 px-5 pb-5">
          <span className="sr-only">Loading</span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="px-5 pb-5">
          <EmptyState
            compact
            icon={Bell}
            title="Nothing has happened yet"
            description="Proposals, hires, payments and messages about your work show up here as they happen."
            action={<LinkButton to="/tasks">Go to tasks</LinkButton>}
          />
        </div>
      ) : (
        <ul className="divide-y divide-[var(--border)] border-t border-line pb-1">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationRow notification={notification} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
