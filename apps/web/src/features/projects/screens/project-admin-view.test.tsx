import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ProjectDetailScreen from "@/app/screens/project-detail-screen";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { renderRoutes } from "@/test/render";
import { COMPANY, makeMilestone, makeProject, ok, PROJECT_ID, stubProjectsApi } from "../testing";

afterEach(() => vi.unstubAllGlobals());

const CONVERSATION_ID = "99999999-9999-4999-8999-999999999999";

/** An admin reading a disputed project (decision 0080): what the API sends them. */
function renderAsAdmin(search = "") {
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "ADMIN", fullName: "Crewlance Admin", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  const project = makeProject("COMPANY", [makeMilestone("DISPUTED", [], { disputeId: PROJECT_ID })], {
    status: "DISPUTED",
    viewerSide: null,
    viewerAccess: "ADMIN",
    canAddMilestone: false,
    canInviteCollaborator: false,
  });
  const fetch = stubProjectsApi({
    [`GET /projects/${PROJECT_ID}`]: () => ok(project),
    [`GET /projects/${PROJECT_ID}/files`]: () => ok({ items: [] }),
    [`GET /chat/conversations/project/${PROJECT_ID}`]: () => ok({ id: CONVERSATION_ID }),
    [`GET /chat/conversations/${CONVERSATION_ID}/messages`]: () =>
      ok({
        items: [
          {
            id: "88888888-8888-4888-8888-888888888888",
            conversationId: CONVERSATION_ID,
            seq: 1,
            clientId: "c-1",
            sender: { ...COMPANY, role: "COMPANY" },
            body: "Only eight of the twelve icons arrived.",
            attachment: null,
            editedAt: null,
            deletedAt: null,
            createdAt: "2026-11-22T10:00:00.000Z",
          },
        ],
        hasMore: false,
      }),
  });
  renderRoutes(
    [{ path: "/project-management/:id", element: <ProjectDetailScreen /> }],
    [`/project-management/${PROJECT_ID}${search}`],
  );
  return fetch;
}

describe("project detail: an admin's read-only view of a disputed project", () => {
  it("says it is read-only and audited, offers four tabs and no button that acts", async () => {
    renderAsAdmin();
    const banner = await screen.findByRole("region", { name: "Read-only admin view" });
    expect(banner).toHaveTextContent("every view is recorded in the admin audit log");
    const tabs = screen.getByRole("tablist", { name: "Project sections" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Overview", "Chat", "Activity", "Files"]);
    const buttons = screen
      .queryAllByRole("button")
      .map((button) => button.textContent?.trim())
      .filter((text) => text && !text.startsWith("Download"));
    expect(buttons).toEqual([]);
    expect(screen.getByRole("link", { name: "Disputes" })).toHaveAttribute("href", "/dashboard#disputes");
  });

  it("shows the conversation as history, with no box to write in and no message menu", async () => {
    const fetch = renderAsAdmin("?tab=chat");
    const history = await screen.findByRole("region", { name: "Conversation history" });
    expect(await within(history).findByText("Only eight of the twelve icons arrived.")).toBeVisible();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(within(history).queryByRole("button", { name: "Message actions" })).toBeNull();
    const writes = fetch.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");
    expect(writes).toEqual([]);
    await userEvent.setup().click(screen.getByRole("tab", { name: "Files" }));
    expect(await screen.findByText("No files yet")).toBeVisible();
  });
});
