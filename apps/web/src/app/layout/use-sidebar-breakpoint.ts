import { useLayoutEffect } from "react";
import { isNarrow, useSidebarStore } from "./sidebar-store";

/**
 * Follows the window width, but only when it crosses the breakpoint, so a desktop user's own
 * collapse choice survives ordinary resizing.
 */
export function useSidebarBreakpoint(): void {
  useLayoutEffect(() => {
    const { syncWithWidth } = useSidebarStore.getState();
    let narrow = isNarrow(window.innerWidth);
    syncWithWidth(window.innerWidth);
    const onResize = () => {
      const nowNarrow = isNarrow(window.innerWidth);
      if (nowNarrow !== narrow) syncWithWidth(window.innerWidth);
      narrow = nowNarrow;
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
}
