import { SIDEBAR_WIDTH_PX } from "@crewlance/contracts/constants";
import type { CSSProperties, ReactNode } from "react";
import { RestrictionBanner } from "@/features/standing";
import { useChatLive } from "@/lib/chat/live";
import { useFirstScreenPainted } from "@/lib/first-screen";
import { useRealtimeSession } from "@/lib/realtime/use-realtime-session";
import { useAuthStore } from "@/lib/session/auth-store";
import { BottomNav } from "./bottom-nav";
import { MobileTopBar } from "./mobile-top-bar";
import { SidebarPanel } from "./sidebar-panel";
import { useSidebarStore } from "./sidebar-store";
import { useSidebarBreakpoint } from "./use-sidebar-breakpoint";
import { useUnreadCountPolling } from "./use-unread-count-polling";

const COLLAPSED_WIDTH_PX = 72;

/**
 * The live connection, chat events and unread-count polling. Their state (the first screen painted,
 * a query starting to fetch as it subscribes) changes soon after the first render; kept in this
 * component, each change re-renders nothing but it, not the whole frame with its sidebar and
 * screen in one long task (decision 0062).
 */
function LiveSession() {
  const firstScreenPainted = useFirstScreenPainted();
  useRealtimeSession(firstScreenPainted);
  useChatLive();
  useUnreadCountPolling(firstScreenPainted);
  return null;
}

/** The restriction banner, its own component for the same reason: the painted flag re-renders only it. */
function StandingBanner() {
  const painted = useFirstScreenPainted();
  const isAdmin = useAuthStore((state) => state.user?.role === "ADMIN");
  return <RestrictionBanner enabled={painted && !isAdmin} />;
}

/** Signed-in frame: sidebar from 768 px, top bar and bottom navigation below it. */
export function AppLayout({ children }: { children: ReactNode }) {
  useSidebarBreakpoint();
  const isCollapsed = useSidebarStore((state) => state.isCollapsed);
  const toggleCollapsed = useSidebarStore((state) => state.toggleCollapsed);
  const width = isCollapsed ? COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX;

  return (
    <div className="min-h-dvh bg-page" style={{ "--sidebar-w": `${width}px` } as CSSProperties}>
      <LiveSession />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2 focus:text-sm focus:shadow"
      >
        Skip to content
      </a>
      <aside
        aria-label="Sidebar"
        className="fixed inset-y-0 left-0 z-30 hidden w-[var(--sidebar-w)] border-r border-line bg-surface transition-[width] duration-200 md:block"
      >
        <SidebarPanel collapsed={isCollapsed} onToggleCollapsed={toggleCollapsed} />
      </aside>
      <MobileTopBar />
      <div className="transition-[padding] duration-200 md:pl-[var(--sidebar-w)]">
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 pt-5 pb-28 outline-none sm:px-6 md:pt-8 md:pb-10 lg:px-10"
        >
          <StandingBanner />
          {children}
        </main>
      </div>
      <BottomNav />
    </div>
  );
}
