import { useQuery } from "@tanstack/react-query";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { openCountQuery } from "@/features/moderation";
import { useChatUnreadCount } from "@/lib/chat/unread";
import { cn } from "@/lib/cn";
import { useFirstScreenPainted } from "@/lib/first-screen";
import { useNotificationStore } from "@/lib/notifications/store";
import { useAuthStore } from "@/lib/session/auth-store";
import { MESSAGES_ITEM, MODERATION_ITEM, type NavItem, sidebarItemsFor } from "./nav-items";
import { SidebarLink } from "./sidebar-link";
import { ThemeSwitcher } from "./theme-switcher";
import { UserMenuSlot } from "./user-menu-slot";

type SidebarPanelProps = {
  collapsed: boolean;
  /** Desktop only: the button that collapses and expands the sidebar. */
  onToggleCollapsed?: () => void;
  /** Drawer only: closes it after a link is followed. */
  onNavigate?: () => void;
};

type PinnedLinkProps = { item: NavItem; collapsed: boolean; onNavigate?: () => void };

/** Messages with its unread conversations: its own component, so a new count re-renders only this link. */
function MessagesLink(props: Omit<PinnedLinkProps, "item">) {
  return <SidebarLink item={MESSAGES_ITEM} badgeCount={useChatUnreadCount()} {...props} />;
}

function NotificationsLink(props: PinnedLinkProps) {
  return <SidebarLink badgeCount={useNotificationStore((state) => state.unreadCount)} {...props} />;
}

/** Moderation with the items waiting: one count, asked once the first screen has painted (decision 0062). */
function ModerationLink(props: Omit<PinnedLinkProps, "item">) {
  const { data } = useQuery({ ...openCountQuery(), enabled: useFirstScreenPainted() });
  return <SidebarLink item={MODERATION_ITEM} badgeCount={data ?? 0} {...props} />;
}

function PinnedLink({ item, ...props }: PinnedLinkProps) {
  if (item === MESSAGES_ITEM) return <MessagesLink {...props} />;
  if (item.to === "/notifications") return <NotificationsLink item={item} {...props} />;
  return <SidebarLink item={item} {...props} />;
}

/** The sidebar's content, shared by the desktop sidebar and the mobile drawer. */
export function SidebarPanel({ collapsed, onToggleCollapsed, onNavigate }: SidebarPanelProps) {
  const role = useAuthStore((state) => state.user?.role ?? undefined);
  const { main, pinned } = sidebarItemsFor(role);

  return (
    <div className="flex h-full flex-col">
      <div className={cn("flex h-16 shrink-0 items-center gap-2 px-4", collapsed && "flex-col justify-center px-2")}>
        <Link to="/dashboard" onClick={onNavigate} className="rounded-lg" aria-label="Crewlance home">
          <Logo withName={!collapsed} className={collapsed ? "[&_img]:size-7" : ""} />
        </Link>
        {onToggleCollapsed && !collapsed ? (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label="Collapse sidebar"
            className="ml-auto grid size-8 place-items-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg"
          >
            <PanelLeftClose className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      {onToggleCollapsed && collapsed ? (
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-label="Expand sidebar"
          className="mx-auto mb-2 grid size-8 place-items-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg"
        >
          <PanelLeftOpen className="size-4" aria-hidden />
        </button>
      ) : null}

      <nav aria-label="Main" className={cn("flex-1 overflow-y-auto px-3 py-2", collapsed && "px-2")}>
        <ul className="space-y-0.5">
          {main.map((item) => (
            <li key={item.to}>
              {item === MODERATION_ITEM ? (
                <ModerationLink collapsed={collapsed} onNavigate={onNavigate} />
              ) : (
                <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className={cn("shrink-0 space-y-3 border-t border-line px-3 py-3", collapsed && "px-2")}>
        {pinned.length > 0 ? (
          <nav aria-label="Wallet, chat and notifications">
            <ul className="space-y-0.5">
              {pinned.map((item) => (
                <li key={item.to}>
                  <PinnedLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {collapsed ? null : <ThemeSwitcher />}
        <div className={cn(collapsed && "flex justify-center")}>
          <UserMenuSlot variant={collapsed ? "avatar" : "full"} side={collapsed ? "right" : "top"} align="start" />
        </div>
      </div>
    </div>
  );
}
