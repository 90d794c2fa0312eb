import { SIDEBAR_WIDTH_PX } from "@crewlance/contracts/constants";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { SidebarPanel } from "./sidebar-panel";
import { useSidebarStore } from "./sidebar-store";

/**
 * The full sidebar as a drawer under 768 px. A chunk of its own (with Radix's dialog), fetched
 * after the first paint; the menu button that opens it is in the top bar. Closing gives the
 * focus back to that button.
 */
export default function MobileDrawer({ returnFocusTo }: { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const showSidebar = useSidebarStore((state) => state.showSidebar);
  const setShowSidebar = useSidebarStore((state) => state.setShowSidebar);
  return (
    <Dialog.Root open={showSidebar} onOpenChange={setShowSidebar}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          id="mobile-menu"
          style={{ width: `min(${SIDEBAR_WIDTH_PX}px, 85vw)` }}
          className="fixed inset-y-0 left-0 z-50 border-r border-line bg-surface shadow-2xl outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
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
  );
}
