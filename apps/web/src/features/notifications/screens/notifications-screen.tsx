import { NOTIFICATIONS_FIRST_PAGE } from "@crewlance/contracts/constants";
import type { TRole } from "@crewlance/contracts/enums";
import type { TNotification } from "@crewlance/contracts/notifications";
import { AlertCircle, Bell, CheckCheck, Settings } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { NotificationRow } from "@/components/notification-row";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { useNotificationStore } from "@/lib/notifications/store";
import { useViewerRole } from "@/lib/viewer-role";

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : NOTIFICATIONS_FIRST_PAGE;
}

const EMPTY: Record<TRole, string> = {
  FREELANCER:
    "When a company answers your proposal, funds a milestone or someone invites you to a team, you will hear about it here.",
  COMPANY: "When a freelancer applies to your task or delivers a milestone, you will hear about it here.",
  ADMIN: "When an account or a company needs your attention, you will hear about it here.",
};

export default function NotificationsScreen() {
  const role = useViewerRole();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const navigate = useNavigate();
  const { list, pagination, unreadCount, loading, error } = useNotificationStore();
  const { fetchNotifications, markAsRead, markAllAsRead } = useNotificationStore.getState();

  // The page's answer also carries the unread count, which keeps the badges in step.
  useEffect(() => {
    void fetchNotifications(page);
  }, [page, fetchNotifications]);

  const open = (notification: TNotification) => {
    void markAsRead(notification.id);
    if (notification.link?.startsWith("/")) navigate(notification.link);
  };
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  const loadFailed = error === "Failed to fetch notifications";

  return (
    <>
      <PageHeader
        title="Notifications"
        description={unreadCount > 0 ? `${unreadCount} unread` : "You're all caught up."}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link
              to="/settings/notifications"
              className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-400"
            >
              <Settings className="size-4" aria-hidden />
              Settings
            </Link>
            <Button variant="secondary" onClick={() => void markAllAsRead()} disabled={unreadCount === 0}>
              <CheckCheck className="size-4" aria-hidden />
              Mark all as read
            </Button>
          </div>
        }
      />
      {loadFailed && !loading ? (
        <EmptyState
          icon={AlertCircle}
          title="Failed to fetch notifications"
          description="Check your connection and try again."
          action={<Button onClick={() => void fetchNotifications(page)}>Try again</Button>}
        />
      ) : loading && list.length === 0 ? (
        <div className="space-y-2 rounded-2xl border border-line bg-surface p-4" aria-busy="true">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-14" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <EmptyState icon={Bell} title="No notifications yet" description={EMPTY[role]} />
      ) : (
        <section aria-label="Notification list" aria-busy={loading}>
          <ul className="divide-y divide-[var(--border)] overflow-hidden rounded-2xl border border-line bg-surface">
            {list.map((notification) => (
              <li key={notification.id}>
                <NotificationRow
                  notification={notification}
                  onOpen={open}
                  onMarkRead={(item) => void markAsRead(item.id)}
                />
              </li>
            ))}
          </ul>
          {pagination ? (
            <Pagination
              className="mt-4"
              page={pagination.currentPage}
              totalPages={pagination.totalPages}
              onPageChange={goTo}
              disabled={loading}
            />
          ) : null}
        </section>
      )}
    </>
  );
}
