import type { TRole } from "@crewlance/contracts/enums";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { routes } from "./router";

function openAs(role: TRole) {
  const user = makeUser({ role, emailVerified: true, onboardingCompleted: true });
  useAuthStore.getState().setAuth({ user, accessToken: "access", refreshToken: "refresh" });
  stubFetch(() => jsonResponse(200, { success: true, data: { items: [], pagination: {}, count: 0 } }));
  return renderRoutes(routes, ["/team/create"]);
}

afterEach(() => {
  useAuthStore.getState().reset();
  vi.unstubAllGlobals();
});

describe("/team/create in the app's routes", () => {
  it.each([
    ["COMPANY", "As a company, you can hire a whole team", "Back to teams", "/team"],
    ["ADMIN", "As an admin, you look after accounts", "Go to the dashboard", "/dashboard"],
  ] as const)(
    "shows a %s whom it is for, as the other role-only routes do, not the form",
    async (role, text, label, to) => {
      openAs(role);
      expect(await screen.findByRole("heading", { name: "Teams are formed by freelancers" })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
      expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", to);
      expect(screen.queryByRole("heading", { name: "Create Team" })).not.toBeInTheDocument();
      expect(screen.queryByLabelText("Team name")).not.toBeInTheDocument();
    },
  );

  it("shows a freelancer the form", async () => {
    openAs("FREELANCER");
    expect(await screen.findByRole("heading", { name: "Create Team" })).toBeInTheDocument();
    expect(screen.getByLabelText("Team name")).toBeInTheDocument();
  });
});
