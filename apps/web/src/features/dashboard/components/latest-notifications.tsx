import type { TNotification } from "@crewlance/contracts/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { NotificationRow } from "@/components/notification-row";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { notificationKeys } from "@/lib/notifications/query-keys";
import { useNotificationStore } from "@/lib/notifications/store";
import { latestNotificationsQuery } from "../api";

/** The five newest notifications (GET /notifications), each opening its link. */
export function LatestNotifications() {
  const query = useQuery(latestNotificationsQuery);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = (notification: TNotification) => {
    if (!notification.isRead) {
      // Through the store, the one place the unread count lives, so the badges drop at once; then
      // this list and the unread poll, which share the key's prefix, ask the server again.
      void useNotificationStore
        .getState()
        .markAsRead(notification.id)
        .then(() => queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
    }
    navigate(notification.link?.startsWith("/") ? notification.link : "/notifications");
  };
  const items = query.data?.items ?? [];

  return (
    <Card className="flex flex-col p-0">
      <div className="flex items-center justify-between px-5 pt-5 pb-3">
        <h2 className="text-base font-semibold text-fg">Latest notifications</h2>
        <Link to="/notifications" className="text-sm font-medium text-amber-700 hover:underline dark:text-amber-400">
          View all
        </Link>
      </div>
      {query.isPending ? (
        <div className="space-y-2 px-5 pb-5">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : query.isError ? (
        <div className="px-5 pb-5 text-sm text-muted">
          <p role="alert">Failed to fetch notifications</p>
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="px-5 pb-5">
          <EmptyState
            compact
            icon={Bell}
            title="Nothing new"
            description="Updates about your work will show up here."
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
