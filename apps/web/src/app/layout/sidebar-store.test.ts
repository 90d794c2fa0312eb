import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useSidebarStore } from "./sidebar-store";
import { useSidebarBreakpoint } from "./use-sidebar-breakpoint";

const initial = useSidebarStore.getState();

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

describe("sidebar store", () => {
  beforeEach(() => useSidebarStore.setState(initial, true));

  it("starts collapsed with the drawer closed", () => {
    expect(useSidebarStore.getState()).toMatchObject({ isCollapsed: true, showSidebar: false });
  });

  it("is collapsed under 768 px and expanded from 768 px", () => {
    useSidebarStore.getState().syncWithWidth(767);
    expect(useSidebarStore.getState().isCollapsed).toBe(true);
    useSidebarStore.getState().syncWithWidth(768);
    expect(useSidebarStore.getState().isCollapsed).toBe(false);
  });

  it("toggles on desktop and opens the drawer on mobile", () => {
    useSidebarStore.getState().syncWithWidth(1280);
    useSidebarStore.getState().toggleCollapsed();
    expect(useSidebarStore.getState().isCollapsed).toBe(true);
    useSidebarStore.getState().setShowSidebar(true);
    expect(useSidebarStore.getState().showSidebar).toBe(true);
  });

  it("follows the window across the breakpoint", () => {
    setWidth(1024);
    renderHook(() => useSidebarBreakpoint());
    expect(useSidebarStore.getState().isCollapsed).toBe(false);
    setWidth(500);
    expect(useSidebarStore.getState().isCollapsed).toBe(true);
    setWidth(1200);
    expect(useSidebarStore.getState().isCollapsed).toBe(false);
  });

  it("keeps a desktop user's own choice while resizing above the breakpoint", () => {
    setWidth(1200);
    renderHook(() => useSidebarBreakpoint());
    useSidebarStore.getState().toggleCollapsed();
    setWidth(1000);
    expect(useSidebarStore.getState().isCollapsed).toBe(true);
  });
});
