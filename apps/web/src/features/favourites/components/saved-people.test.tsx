import type { TFreelancerListItem } from "@crewlance/contracts/freelancers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SaveToggle } from "@/components/favourites/save-toggle";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { SavedPeople } from "./saved-people";

const priya: TFreelancerListItem = {
  id: "00000000-0000-4000-8000-000000000001",
  fullName: "Priya Sharma",
  avatarUrl: null,
  headline: "Full-stack developer",
  skills: ["React"],
  hourlyRate: 150_000,
  experienceLevel: "EXPERT",
  availability: "AVAILABLE",
  location: null,
  rating: null,
  reviewsCount: 0,
};
const goneTeam = "00000000-0000-4000-8000-000000000009";
const taskId = "11111111-1111-4111-8111-111111111111";

const ok = (data: unknown) => jsonResponse(200, { success: true, data });
const page = (items: unknown[]) =>
  ok({ items, pagination: { totalCount: items.length, currentPage: 1, totalPages: 1, limit: 12 } });

/** The saved lists with a plain card, as src/app composes them with the directory's. */
function renderSaved() {
  return renderRoutes(
    [
      {
        path: "/freelancers",
        element: (
          <SavedPeople
            renderFreelancer={(freelancer, actions) => (
              <article aria-label={freelancer.fullName}>
                {freelancer.fullName}
                {actions}
              </article>
            )}
            renderTeam={(team, actions) => <article aria-label={team.name}>{actions}</article>}
          />
        ),
      },
    ],
    ["/freelancers?saved"],
  );
}

function stubApi(invite: () => Response) {
  return stubFetch((url, init) => {
    if (url.includes("/api/favourites?") && url.includes("kind=freelancer")) {
      return page([{ kind: "freelancer", id: priya.id, savedAt: "2026-11-01T10:00:00.000Z", freelancer: priya }]);
    }
    if (url.includes("/api/favourites?") && url.includes("kind=team")) {
      return page([{ kind: "team", id: goneTeam, savedAt: "2026-11-01T10:00:00.000Z", team: null }]);
    }
    if (url.includes("/api/tasks/mine")) {
      return page([{ id: taskId, title: "Logistics dashboard", status: "OPEN" }]);
    }
    if (url.includes("/api/collaborations") && init.method === "POST") return invite();
    return jsonResponse(404, { success: false, code: "NOT_FOUND", message: `Unexpected ${url}` });
  });
}

describe("saved freelancers and teams", () => {
  beforeEach(() =>
    useAuthStore.getState().setAuth({
      user: makeUser({ role: "COMPANY", emailVerified: true, onboardingCompleted: true }),
      accessToken: "access",
      refreshToken: "refresh",
    }),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().reset();
  });

  it("invites a saved freelancer to an open task in two clicks, and says so", async () => {
    const fetchMock = stubApi(() => jsonResponse(201, { success: true, data: { id: "c1" } }));
    renderSaved();
    const card = await screen.findByRole("article", { name: "Priya Sharma" });
    await userEvent.click(within(card).getByRole("button", { name: "Invite to a task" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Logistics dashboard" }));
    expect(await within(card).findByRole("status")).toHaveTextContent(
      "Priya Sharma is invited to “Logistics dashboard”.",
    );
    const post = fetchMock.mock.calls.findIndex(
      ([url, init]) => String(url).includes("/collaborations") && init?.method === "POST",
    );
    expect(sentBody(fetchMock, post)).toEqual({ kind: "TASK_INVITE", taskId, freelancerId: priya.id });
  });

  it("shows the API's sentence when the invitation is refused", async () => {
    stubApi(() =>
      jsonResponse(409, {
        success: false,
        code: "CONFLICT",
        message: "Priya Sharma already has an invitation to this task waiting for an answer.",
      }),
    );
    renderSaved();
    const card = await screen.findByRole("article", { name: "Priya Sharma" });
    await userEvent.click(within(card).getByRole("button", { name: "Invite to a task" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Logistics dashboard" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "Priya Sharma already has an invitation to this task waiting for an answer.",
    );
  });

  it("shows a team no longer available, with a way to remove it", async () => {
    stubApi(() => jsonResponse(500, {}));
    renderSaved();
    expect(await screen.findByRole("heading", { name: "Team no longer available" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove from saved" })).toBeInTheDocument();
  });
});

describe("the Save toggle", () => {
  beforeEach(() =>
    useAuthStore.getState().setAuth({
      user: makeUser({ role: "FREELANCER", emailVerified: true, onboardingCompleted: true }),
      accessToken: "access",
      refreshToken: "refresh",
    }),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().reset();
  });

  it("is pressed when saved, and saves or unsaves with a click", async () => {
    let saved: string[] = [];
    const fetchMock = stubFetch((url, init) => {
      if (url.includes("/api/favourites/ids")) return ok({ kind: "task", ids: saved });
      saved = init.method === "PUT" ? [taskId] : [];
      return ok({ kind: "task", id: taskId, saved: init.method === "PUT" });
    });
    renderRoutes([{ path: "/", element: <SaveToggle kind="task" id={taskId} compact /> }], ["/"]);
    const toggle = await screen.findByRole("button", { name: "Save task" });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    expect(await screen.findByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith(`/api/favourites/task/${taskId}`) && init?.method === "PUT",
      ),
    ).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Saved" }));
    expect(await screen.findByRole("button", { name: "Save task" })).toHaveAttribute("aria-pressed", "false");
  });
});
