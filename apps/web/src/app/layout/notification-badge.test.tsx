import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "@/lib/notifications/store";
import { useAuthStore } from "@/lib/session/auth-store";
import { NotificationBadge } from "./notification-badge";
import { SidebarPanel } from "./sidebar-panel";
import { renderAt } from "./test-utils";

describe("unread badge", () => {
  beforeEach(() => {
    useNotificationStore.getState().reset();
    useAuthStore.getState().reset();
  });

  it.each([
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [12_345, "99+"],
  ])("shows %i as '%s'", (count, text) => {
    const { container } = render(<NotificationBadge count={count} />);
    expect(container.querySelector("[aria-hidden]")).toHaveTextContent(new RegExp(`^${text.replace("+", "\\+")}$`));
    expect(screen.getByText(`${text} unread`)).toBeInTheDocument();
  });

  it("shows nothing when nothing is unread", () => {
    const { container } = render(<NotificationBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("caps the sidebar's Notifications entry at 99+", () => {
    useNotificationStore.getState().setUnreadCount(250);
    renderAt("/dashboard", <SidebarPanel collapsed={false} />);
    const link = screen.getByRole("link", { name: /Notifications/ });
    expect(within(link).getByText("99+")).toBeInTheDocument();
  });
});
