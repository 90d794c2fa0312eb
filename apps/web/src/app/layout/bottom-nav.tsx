import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { useNotificationStore } from "@/lib/notifications/store";
import { BOTTOM_NAV_ITEMS } from "./nav-items";
import { NotificationBadge } from "./notification-badge";

/** Fixed bottom navigation under 768 px with the current item highlighted. */
export function BottomNav() {
  const unreadCount = useNotificationStore((state) => state.unreadCount);
  // Opaque, not translucent: its small labels keep their contrast over whatever scrolls beneath
  // (an amber button showing through failed the contrast check).
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-6">
        {BOTTOM_NAV_ITEMS.map(({ label, to, icon: Icon }) => (
          <li key={to} className="flex min-w-0 justify-center">
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  "relative flex h-16 w-full flex-col items-center justify-center gap-1 text-[10px] font-medium transition-colors",
                  isActive ? "text-amber-700 dark:text-amber-400" : "text-muted hover:text-fg",
                )
              }
            >
              {({ isActive }) => (
                <>
                  {isActive ? (
                    <span aria-hidden className="absolute top-0 h-0.5 w-8 rounded-full bg-amber-500" />
                  ) : null}
                  <span
                    className={cn(
                      "relative grid h-7 w-11 place-items-center rounded-full transition-colors",
                      isActive && "bg-amber-100 dark:bg-amber-500/15",
                    )}
                  >
                    <Icon className="size-5" aria-hidden />
                    {to === "/notifications" ? (
                      <NotificationBadge
                        count={unreadCount}
                        className="absolute -top-1 right-0 h-4 min-w-4 px-1 text-[9px] ring-2 ring-[var(--surface)]"
                      />
                    ) : null}
                  </span>
                  {/* No ellipsis: at 360 px 'Notifications' needs a hair more than its cell, and its neighbours are short. */}
                  <span className="whitespace-nowrap tracking-[-0.01em]">{label}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
