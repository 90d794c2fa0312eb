import { Menu } from "lucide-react";
import { Suspense, useRef } from "react";
import { Link, NavLink } from "react-router";
import { Logo } from "@/components/ui/logo";
import { useChatUnreadCount } from "@/lib/chat/unread";
import { cn } from "@/lib/cn";
import { useFirstScreenPainted } from "@/lib/first-screen";
import { lazyWhenOnline } from "@/lib/load-when-online";
import { useAuthStore } from "@/lib/session/auth-store";
import { MESSAGES_ITEM } from "./nav-items";
import { NotificationBadge } from "./notification-badge";
import { useSidebarStore } from "./sidebar-store";
import { UserMenuSlot } from "./user-menu-slot";

// The drawer (Radix's dialog) is not needed to paint a screen: it loads once the first screen has
// painted (decisions 0053 and 0061).
const MobileDrawer = lazyWhenOnline(() => import("./mobile-drawer"));

/**
 * Messages with its unread badge: the bottom navigation keeps its six entries, so on a
 * phone the conversations are one tap away up here (decision 0082). Not for the admin, whose
 * navigation has no Messages either.
 */
function MessagesButton() {
  const count = useChatUnreadCount();
  const Icon = MESSAGES_ITEM.icon;
  return (
    <NavLink
      to={MESSAGES_ITEM.to}
      title={MESSAGES_ITEM.label}
      className={({ isActive }) =>
        cn(
          "relative grid size-10 place-items-center rounded-lg hover:bg-surface-muted",
          isActive ? "bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-400" : "text-fg",
        )
      }
    >
      <Icon className="size-5" aria-hidden />
      <span className="sr-only">{MESSAGES_ITEM.label}</span>
      <NotificationBadge
        count={count}
        className="absolute top-0.5 right-0 h-4 min-w-4 px-1 text-[9px] ring-2 ring-[var(--surface)]"
      />
    </NavLink>
  );
}

/** Under 768 px: logo, Messages and user menu on top; the menu button opens the full sidebar as a drawer. */
export function MobileTopBar() {
  const showSidebar = useSidebarStore((state) => state.showSidebar);
  const setShowSidebar = useSidebarStore((state) => state.setShowSidebar);
  const menuButton = useRef<HTMLButtonElement>(null);
  const loadDrawer = useFirstScreenPainted();
  const isAdmin = useAuthStore((state) => state.user?.role === "ADMIN");
  return (
    // Opaque like the bottom bar: its title keeps its contrast over an amber button scrolled beneath.
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-surface px-2 md:hidden">
      <button
        ref={menuButton}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={showSidebar}
        aria-controls={showSidebar ? "mobile-menu" : undefined}
        onClick={() => setShowSidebar(true)}
        className="grid size-10 place-items-center rounded-lg text-fg hover:bg-surface-muted"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {loadDrawer ? (
        <Suspense fallback={null}>
          <MobileDrawer returnFocusTo={menuButton} />
        </Suspense>
      ) : null}
      <Link to="/dashboard" aria-label="Crewlance home" className="rounded-lg">
        <Logo className="[&_img]:size-7" />
      </Link>
      <div className="ml-auto flex items-center gap-1">
        {isAdmin ? null : <MessagesButton />}
        <UserMenuSlot variant="avatar" />
      </div>
    </header>
  );
}
