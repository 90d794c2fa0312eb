import { describe, expect, it } from "vitest";
import { isActivePath, sidebarItemsFor } from "./nav-items";

const labels = (role: Parameters<typeof sidebarItemsFor>[0]) => {
  const { main, pinned } = sidebarItemsFor(role);
  return { main: main.map((item) => item.label), pinned: pinned.map((item) => item.label) };
};

describe("sidebar entries", () => {
  it("gives a freelancer My Applications and no Post Task", () => {
    expect(labels("FREELANCER")).toEqual({
      main: [
        "Dashboard",
        "Tasks",
        "Saved searches",
        "Projects",
        "My Applications",
        "Freelancers",
        "Collaborations",
        "Teams",
        "Help Center",
      ],
      pinned: ["Wallet", "Messages", "Notifications"],
    });
  });

  it("gives a company Post Task and no My Applications", () => {
    expect(labels("COMPANY").main).toEqual([
      "Dashboard",
      "Tasks",
      "Saved searches",
      "Projects",
      "Post Task",
      "Freelancers",
      "Collaborations",
      "Teams",
      "Help Center",
    ]);
  });

  it("gives an admin Freelancers and the moderation queue and appeals", () => {
    expect(labels("ADMIN")).toEqual({ main: ["Freelancers", "Moderation", "Appeals"], pinned: [] });
  });

  it("matches a path and the paths below it only", () => {
    expect(isActivePath("/team", "/team/5/chat")).toBe(true);
    expect(isActivePath("/tasks", "/tasks")).toBe(true);
    expect(isActivePath("/team", "/teams")).toBe(false);
  });
});
