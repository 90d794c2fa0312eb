import { Menu } from "lucide-react";
import { Suspense, useRef } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { useFirstScreenPainted } from "@/lib/first-screen";
import { lazyWhenOnline } from "@/lib/load-when-online";
import { useSidebarStore } from "./sidebar-store";
import { UserMenuSlot } from "./user-menu-slot";

// The drawer (Radix's dialog) is not needed to paint a screen: it loads once the first screen has
// painted (decisions 0053 and 0061).
const MobileDrawer = lazyWhenOnline(() => import("./mobile-drawer"));

/** Under 768 px: logo and user menu on top; the menu button opens the full sidebar as a drawer. */
export function MobileTopBar() {
  const showSidebar = useSidebarStore((state) => state.showSidebar);
  const setShowSidebar = useSidebarStore((state) => state.setShowSidebar);
  const menuButton = useRef<HTMLButtonElement>(null);
  const loadDrawer = useFirstScreenPainted();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-surface/90 px-2 backdrop-blur md:hidden">
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
      <div className="ml-auto">
        <UserMenuSlot variant="avatar" />
      </div>
    </header>
  );
}
