import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "@/lib/notifications/store";
import { BottomNav } from "./bottom-nav";
import { renderAt } from "./test-utils";

describe("bottom navigation", () => {
  beforeEach(() => useNotificationStore.getState().reset());

  it("renders the six items in order with their routes", () => {
    renderAt("/dashboard", <BottomNav />);
    const nav = screen.getByRole("navigation", { name: "Bottom navigation" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Dashboard",
      "Tasks",
      "Project",
      "Notifications",
      "Wallet",
      "Profile",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/dashboard",
      "/tasks",
      "/project-management",
      "/notifications",
      "/wallet",
      "/profile",
    ]);
  });

  it("highlights only the current item, including below its path", () => {
    renderAt("/project-management/42", <BottomNav />);
    const current = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent("Project");
  });

  it("is for small screens only and fixed at the bottom", () => {
    renderAt("/wallet", <BottomNav />);
    const nav = screen.getByRole("navigation", { name: "Bottom navigation" });
    expect(nav).toHaveClass("fixed", "bottom-0", "md:hidden");
    expect(screen.getByRole("link", { name: "Wallet" })).toHaveAttribute("aria-current", "page");
  });

  it("shows the unread badge on Notifications", () => {
    useNotificationStore.getState().setUnreadCount(5);
    renderAt("/dashboard", <BottomNav />);
    expect(screen.getByRole("link", { name: /Notifications/ })).toHaveTextContent("5");
  });
});
