import type { TRole } from "@crewlance/contracts/enums";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import MyApplicationsScreen from "@/features/applications/screens/my-applications-screen";
import NotificationsScreen from "@/features/notifications/screens/notifications-screen";
import { renderProfile } from "@/features/profile/testing";
import PostTaskScreen from "@/features/tasks/screens/post-task-screen";
import TasksScreen from "@/features/tasks/screens/tasks-screen";
import WalletScreen from "@/features/wallet/screens/wallet-screen";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { RoleOnly } from "./role-only";

function signInAs(role: TRole) {
  const user = makeUser({ role, emailVerified: true, onboardingCompleted: true, fullName: "Crewlance Admin" });
  useAuthStore.getState().setAuth({ user, accessToken: "access", refreshToken: "refresh" });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: "/tasks", element: <TasksScreen /> },
      { path: "/wallet", element: <WalletScreen /> },
      { path: "/notifications", element: <NotificationsScreen /> },
      {
        path: "/my-applications",
        element: (
          <RoleOnly page="/my-applications">
            <MyApplicationsScreen />
          </RoleOnly>
        ),
      },
      {
        path: "/post-task",
        element: (
          <RoleOnly page="/post-task">
            <PostTaskScreen />
          </RoleOnly>
        ),
      },
    ],
    [path],
  );
}

afterEach(() => {
  useAuthStore.getState().reset();
  vi.unstubAllGlobals();
});

describe("words that fit the viewer's role", () => {
  it.each([
    ["FREELANCER", "Find work that fits your skills."],
    ["COMPANY", "The tasks you posted and the proposals they received."],
    ["ADMIN", "The tasks companies post on Crewlance."],
  ] as const)("/tasks speaks to a %s", (role, subtitle) => {
    signInAs(role);
    renderAt("/tasks");
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    if (role !== "FREELANCER") expect(screen.queryByText(/Find work/)).not.toBeInTheDocument();
  });

  it("shows a company the page's owner and the way to its tasks on /my-applications", () => {
    signInAs("COMPANY");
    renderAt("/my-applications");
    expect(screen.getByRole("heading", { name: "My Applications is for freelancers" })).toBeInTheDocument();
    expect(screen.queryByText(/proposals you sent/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your tasks" })).toHaveAttribute("href", "/tasks");
  });

  it("shows a freelancer their applications", () => {
    signInAs("FREELANCER");
    renderAt("/my-applications");
    expect(screen.getByText("Track the proposals you sent and their status.")).toBeInTheDocument();
  });

  it.each([
    ["FREELANCER", "/post-task", "Posting tasks is for companies", "Browse tasks", "/tasks"],
    ["ADMIN", "/post-task", "Posting tasks is for companies", "Go to the dashboard", "/dashboard"],
    ["ADMIN", "/my-applications", "My Applications is for freelancers", "Go to the dashboard", "/dashboard"],
  ] as const)("tells a %s that %s is not theirs", (role, path, heading, link, href) => {
    signInAs(role);
    renderAt(path);
    expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: link })).toHaveAttribute("href", href);
  });

  it("lets a company post tasks", () => {
    signInAs("COMPANY");
    renderAt("/post-task");
    expect(screen.getByText("Describe the work and hire a freelancer or a team.")).toBeInTheDocument();
  });

  it("shows escrow to a company and what was earned to a freelancer", () => {
    signInAs("FREELANCER");
    renderAt("/wallet");
    expect(screen.queryByText("Held in escrow")).not.toBeInTheDocument();
    expect(screen.getByText("Earned in total")).toBeInTheDocument();
  });

  it("shows a company its escrow", () => {
    signInAs("COMPANY");
    renderAt("/wallet");
    expect(screen.getByText("Held in escrow")).toBeInTheDocument();
    expect(screen.getByText("Funded milestones awaiting your approval")).toBeInTheDocument();
  });

  it("tells a company what its notifications will be about", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: { items: [], pagination: { totalCount: 0, currentPage: 1, totalPages: 0, limit: 5 } },
        unreadCount: 0,
      }),
    );
    signInAs("COMPANY");
    renderAt("/notifications");
    expect(
      await screen.findByText(
        "When a freelancer applies to your task or delivers a milestone, you will hear about it here.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/invites you to a team/)).not.toBeInTheDocument();
  });

  it("does not call the admin's profile one that clients see", () => {
    renderProfile(makeUser({ role: "ADMIN", emailVerified: true, onboardingCompleted: true }));
    expect(screen.getByText("Your name, photo and ways to sign in.")).toBeInTheDocument();
    expect(screen.queryByText(/clients/)).not.toBeInTheDocument();
  });
});
