import { NavLink, useLocation } from "react-router";
import { cn } from "@/lib/cn";
import { isActivePath, type NavItem } from "./nav-items";
import { NotificationBadge } from "./notification-badge";

type SidebarLinkProps = { item: NavItem; collapsed: boolean; badgeCount?: number; onNavigate?: () => void };

/** One sidebar entry; collapsed it shows the icon with the label for screen readers and as a tooltip. */
export function SidebarLink({ item, collapsed, badgeCount = 0, onNavigate }: SidebarLinkProps) {
  const Icon = item.icon;
  const { pathname } = useLocation();
  // A page below this entry with an entry of its own (Appeals under Moderation) is that entry's.
  const elsewhere = item.notUnder !== undefined && isActivePath(item.notUnder, pathname);
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      title={collapsed ? item.label : undefined}
      aria-current={elsewhere ? false : undefined}
      className={({ isActive }) =>
        cn(
          "group relative flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
          collapsed && "justify-center px-0",
          isActive && !elsewhere
            ? "bg-amber-50 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200"
            : "text-muted hover:bg-surface-muted hover:text-fg",
        )
      }
    >
      {({ isActive: matched }) => {
        const isActive = matched && !elsewhere;
        return (
          <>
            {isActive && !collapsed ? (
              <span aria-hidden className="absolute inset-y-2 left-0 w-0.5 rounded-full bg-amber-500" />
            ) : null}
            <span className="relative">
              <Icon
                className={cn("size-[18px] shrink-0", isActive && "text-amber-600 dark:text-amber-400")}
                aria-hidden
              />
              {collapsed && badgeCount > 0 ? (
                <NotificationBadge
                  count={badgeCount}
                  className="absolute -top-2 -right-3 h-4 min-w-4 px-1 text-[10px]"
                />
              ) : null}
            </span>
            <span className={cn("truncate", collapsed && "sr-only")}>{item.label}</span>
            {!collapsed && badgeCount > 0 ? <NotificationBadge count={badgeCount} className="ml-auto" /> : null}
          </>
        );
      }}
    </NavLink>
  );
}
