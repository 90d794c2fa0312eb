import { SIDEBAR_COLLAPSE_BREAKPOINT_PX } from "@crewlance/contracts/constants";
import { create } from "zustand";

type SidebarState = {
  /** Desktop sidebar shows icons only. Default true; always true under 768 px. */
  isCollapsed: boolean;
  /** Under 768 px the sidebar is a drawer opened from the top bar; this says whether it is open. */
  showSidebar: boolean;
  toggleCollapsed: () => void;
  setShowSidebar: (show: boolean) => void;
  /** Applies the window width: collapsed below the breakpoint, expanded from it. */
  syncWithWidth: (width: number) => void;
};

export function isNarrow(width: number): boolean {
  return width < SIDEBAR_COLLAPSE_BREAKPOINT_PX;
}

export const useSidebarStore = create<SidebarState>((set) => ({
  isCollapsed: true,
  showSidebar: false,
  toggleCollapsed: () => set((state) => ({ isCollapsed: !state.isCollapsed })),
  setShowSidebar: (showSidebar) => set({ showSidebar }),
  syncWithWidth: (width) => set(isNarrow(width) ? { isCollapsed: true } : { isCollapsed: false, showSidebar: false }),
}));
