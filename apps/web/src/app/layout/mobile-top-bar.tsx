import { SIDEBAR_WIDTH_PX } from "@crewlance/contracts/constants";
import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "@/components/ui/logo";
import { SidebarPanel } from "./sidebar-panel";
import { useSidebarStore } from "./sidebar-store";
import { UserMenu } from "./user-menu";

/** Under 768 px: logo and user menu on top; the menu button opens the full sidebar as a drawer. */
export function MobileTopBar() {
  const showSidebar = useSidebarStore((state) => state.showSidebar);
  const setShowSidebar = useSidebarStore((state) => state.setShowSidebar);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-surface/90 px-2 backdrop-blur md:hidden">
      <Dialog.Root open={showSidebar} onOpenChange={setShowSidebar}>
        <Dialog.Trigger
          aria-label="Open menu"
          className="grid size-10 place-items-center rounded-lg text-fg hover:bg-surface-muted"
        >
          <Menu className="size-5" aria-hidden />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40 backdrop-blur-[2px]" />
          <Dialog.Content
            style={{ width: `min(${SIDEBAR_WIDTH_PX}px, 85vw)` }}
            className="fixed inset-y-0 left-0 z-50 border-r border-line bg-surface shadow-2xl outline-none"
          >
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Description className="sr-only">All sections of Crewlance</Dialog.Description>
            <Dialog.Close
              aria-label="Close menu"
              className="absolute top-3 right-3 z-10 grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg"
            >
              <X className="size-4" aria-hidden />
            </Dialog.Close>
            <SidebarPanel collapsed={false} onNavigate={() => setShowSidebar(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Link to="/dashboard" aria-label="Crewlance home" className="rounded-lg">
        <Logo className="[&_img]:size-7" />
      </Link>
      <div className="ml-auto">
        <UserMenu variant="avatar" />
      </div>
    </header>
  );
}
