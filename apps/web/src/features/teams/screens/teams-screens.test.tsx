import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { useTeamStore } from "../store";
import {
  callsTo,
  listTeam,
  MEERA,
  makeInvitation,
  makeJoinRequest,
  makePortfolioItem,
  makeShares,
  makeTeam,
  ok,
  page,
  RAVI,
  renderTeamRoute,
  stubTeamsApi,
  TEAM_ID,
} from "../testing";
import TeamCreateScreen from "./team-create-screen";
import TeamDetailScreen from "./team-detail-screen";
import TeamPortfolioScreen from "./team-portfolio-screen";
import TeamsScreen from "./teams-screen";

afterEach(() => vi.unstubAllGlobals());

const inbox = {
  "GET /teams/invitations/mine": () => page([]),
  "GET /teams/join-requests/mine": () => page([]),
  "GET /teams/suggested": () => page([]),
};

describe("/team", () => {
  it("lists my teams, suggested teams, and lets me accept an invitation, which joins the team", async () => {
    const invitation = makeInvitation();
    const joined = listTeam("Pixel Forge");
    let mine = [listTeam("Night Owls")];
    const mock = stubTeamsApi({
      ...inbox,
      "GET /teams/mine": () => page(mine),
      "GET /teams/invitations/mine": () => page([invitation]),
      "GET /teams/suggested": () =>
        page([{ ...listTeam("Open Crew"), viewerRole: null, match: { matched: 2, total: 3 } }]),
      [`POST /team-invitations/${invitation.id}/accept`]: () => {
        mine = [joined, ...mine];
        return ok({ ...invitation, status: "ACCEPTED" });
      },
    });
    renderTeamRoute("/team", <TeamsScreen />, "/team");
    expect(await screen.findByRole("link", { name: "Night Owls" })).toBeInTheDocument();
    expect(await screen.findByText("2 of 3 skills match yours")).toBeInTheDocument();
    const invitations = screen.getByRole("region", { name: "Invitations" });
    await userEvent.click(within(invitations).getByRole("button", { name: "Accept the invitation to Pixel Forge" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Invitations" })).not.toBeInTheDocument());
    expect(await screen.findByRole("link", { name: "Pixel Forge" })).toBeInTheDocument();
    expect(callsTo(mock, `POST /team-invitations/${invitation.id}/accept`)).toHaveLength(1);
    expect(useTeamStore.getState().pagination.totalCount).toBe(2);
  });

  it("cancels my join request and drops it from the list", async () => {
    const request = makeJoinRequest();
    stubTeamsApi({
      ...inbox,
      "GET /teams/mine": () => page([]),
      "GET /teams/join-requests/mine": () => page([request]),
      [`DELETE /join-requests/${request.id}`]: () => ok({ ...request, status: "CANCELLED" }),
    });
    renderTeamRoute("/team", <TeamsScreen />, "/team");
    await userEvent.click(await screen.findByRole("button", { name: "Cancel the request to join Pixel Forge" }));
    await waitFor(() => expect(useTeamStore.getState().myJoinRequests).toEqual([]));
    expect(screen.queryByRole("region", { name: "My join requests" })).not.toBeInTheDocument();
  });

  it("searches suggested teams through the address", async () => {
    const mock = stubTeamsApi({ ...inbox, "GET /teams/mine": () => page([]) });
    const { router } = renderTeamRoute("/team", <TeamsScreen />, "/team");
    await userEvent.type(await screen.findByRole("searchbox", { name: "Search teams" }), "design");
    await waitFor(() => expect(router.state.location.search).toBe("?q=design"));
    await waitFor(() =>
      expect(
        callsTo(mock, "GET /teams/suggested").some(([url]) => new URL(String(url)).searchParams.get("q") === "design"),
      ).toBe(true),
    );
  });
});

describe("/team/create", () => {
  it("shows the shared schema's field error and the server's, and creates a team first in the list", async () => {
    let attempts = 0;
    const created = listTeam("Pixel Forge");
    const mock = stubTeamsApi({
      "POST /teams": () => {
        attempts++;
        if (attempts === 1) {
          return new Response(
            JSON.stringify({
              success: false,
              code: "VALIDATION",
              message: "Check the highlighted fields.",
              errors: [{ path: "name", message: "You already own a team with this name." }],
            }),
            { status: 400, headers: { "Content-Type": "application/json" } },
          );
        }
        return ok(created);
      },
    });
    const { router } = renderTeamRoute("/team/create", <TeamCreateScreen />, "/team/create");
    await userEvent.click(screen.getByRole("button", { name: "Create team" }));
    expect(await screen.findByText("Team name must be at least 2 characters.")).toBeInTheDocument();
    expect(callsTo(mock, "POST /teams")).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Team name"), "Pixel Forge");
    await userEvent.click(screen.getByRole("button", { name: "Create team" }));
    expect(await screen.findByText("You already own a team with this name.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Create team" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/team/${created.id}`));
    expect(useTeamStore.getState().teams[0]?.id).toBe(created.id);
    expect(JSON.parse(String(callsTo(mock, "POST /teams")[1]?.[1]?.body))).toEqual({
      name: "Pixel Forge",
      description: "",
      skills: [],
      visibility: "PUBLIC",
    });
  });
});

describe("/team/{id}", () => {
  const detailRoutes = (team: ReturnType<typeof makeTeam>) => ({
    [`GET /teams/${TEAM_ID}`]: () => ok(team),
    [`GET /teams/${TEAM_ID}/join-requests`]: () => page([]),
    [`GET /teams/${TEAM_ID}/invitations`]: () => page([]),
  });

  it("gives the owner role and remove actions on others, and settings; removal updates the members", async () => {
    const mock = stubTeamsApi({
      ...detailRoutes(makeTeam("OWNER")),
      [`DELETE /teams/${TEAM_ID}/members/${MEERA.id}`]: () => ok(null),
    });
    renderTeamRoute("/team/:id", <TeamDetailScreen />, `/team/${TEAM_ID}?tab=members`);
    expect(await screen.findByRole("combobox", { name: `Role of ${RAVI.fullName}` })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: `Role of ${MEERA.fullName}` })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Role of Asha Rao" })).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Settings" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Leave team" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: `Remove ${MEERA.fullName}` }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByText(MEERA.fullName)).not.toBeInTheDocument());
    expect(useTeamStore.getState().currentTeam?.memberCount).toBe(2);
    expect(callsTo(mock, `DELETE /teams/${TEAM_ID}/members/${MEERA.id}`)).toHaveLength(1);
  });

  it("gives an admin remove on members only and no role changes", async () => {
    stubTeamsApi(detailRoutes(makeTeam("ADMIN")));
    renderTeamRoute("/team/:id", <TeamDetailScreen />, `/team/${TEAM_ID}?tab=members`);
    expect(await screen.findByRole("button", { name: `Remove ${MEERA.fullName}` })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `Remove ${RAVI.fullName}` })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave team" })).toBeInTheDocument();
  });

  it("shows a member no actions on others and no settings", async () => {
    stubTeamsApi(detailRoutes(makeTeam("MEMBER")));
    renderTeamRoute("/team/:id", <TeamDetailScreen />, `/team/${TEAM_ID}?tab=settings`);
    expect(await screen.findByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("tab", { name: "Settings" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: /Members/ }));
    expect(screen.queryByRole("button", { name: /^Remove / })).not.toBeInTheDocument();
  });

  it("lets an outsider ask to join a public team, then cancel the request", async () => {
    let team = makeTeam(null);
    const requestId = "77777777-7777-4777-8777-777777777777";
    stubTeamsApi({
      [`GET /teams/${TEAM_ID}`]: () => ok(team),
      "GET /teams/join-requests/mine": () => page([]),
      [`POST /teams/${TEAM_ID}/join-requests`]: () => {
        team = { ...team, viewerJoinRequestId: requestId };
        return ok(makeJoinRequest());
      },
      [`DELETE /join-requests/${requestId}`]: () => {
        team = { ...team, viewerJoinRequestId: null };
        return ok(null);
      },
    });
    renderTeamRoute("/team/:id", <TeamDetailScreen />, `/team/${TEAM_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Request to join" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel request" }));
    expect(await screen.findByRole("button", { name: "Request to join" })).toBeInTheDocument();
  });

  it("deletes only once the owner types the team's name", async () => {
    const mock = stubTeamsApi({ ...detailRoutes(makeTeam("OWNER")), [`DELETE /teams/${TEAM_ID}`]: () => ok(null) });
    const { router } = renderTeamRoute("/team/:id", <TeamDetailScreen />, `/team/${TEAM_ID}?tab=settings`);
    await userEvent.click(await screen.findByRole("button", { name: "Delete team" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Pixel Forge?" });
    const confirm = within(dialog).getByRole("button", { name: "Delete team" });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Team name"), "Pixel Forge");
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe("/team"));
    expect(callsTo(mock, `DELETE /teams/${TEAM_ID}`)).toHaveLength(1);
  });

  it("edits payout shares that must sum to 100, and says why locked shares cannot change", async () => {
    const projectId = "66666666-6666-4666-8666-666666666666";
    const project = { id: projectId, title: "Landing page", status: "ACTIVE", createdAt: "2026-11-01T00:00:00.000Z" };
    const mock = stubTeamsApi({
      ...detailRoutes(makeTeam("OWNER", { projects: [project] })),
      [`GET /projects/${projectId}/payout-shares`]: () => ok(makeShares()),
      [`PUT /projects/${projectId}/payout-shares`]: () =>
        ok(makeShares({ isSet: true, shares: makeShares().shares.map((s) => ({ ...s, basisPoints: 5000 })) })),
    });
    renderTeamRoute("/team/:id", <TeamDetailScreen />, `/team/${TEAM_ID}`);
    const ravi = await screen.findByRole("textbox", { name: `Share of ${RAVI.fullName}, percent` });
    const asha = screen.getByRole("textbox", { name: "Share of Asha Rao, percent" });
    await userEvent.clear(ravi);
    await userEvent.type(ravi, "40");
    expect(await screen.findByText("Shares must add up to 100%; they add up to 140%.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save shares" })).toBeDisabled();
    await userEvent.clear(asha);
    await userEvent.type(asha, "60");
    await userEvent.click(screen.getByRole("button", { name: "Save shares" }));
    await waitFor(() => expect(callsTo(mock, `PUT /projects/${projectId}/payout-shares`)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(mock, `PUT /projects/${projectId}/payout-shares`)[0]?.[1]?.body))).toEqual({
      shares: [
        { userId: "11111111-1111-4111-8111-111111111111", basisPoints: 6000 },
        { userId: RAVI.id, basisPoints: 4000 },
        { userId: MEERA.id, basisPoints: 0 },
      ],
    });
  });

  it("keeps a failed save of the shares on screen, not only in the toast", async () => {
    const projectId = "66666666-6666-4666-8666-666666666666";
    const project = { id: projectId, title: "Landing page", status: "ACTIVE", createdAt: "2026-11-01T00:00:00.000Z" };
    const reason = "A milestone was funded meanwhile, so the shares are locked.";
    stubTeamsApi({
      ...detailRoutes(makeTeam("OWNER", { projects: [project] })),
      [`GET /projects/${projectId}/payout-shares`]: () => ok(makeShares()),
      [`PUT /projects/${projectId}/payout-shares`]: () =>
        jsonResponse(409, { success: false, code: "CONFLICT", message: reason }),
    });
    renderTeamRoute("/team/:id", <TeamDetailScreen />, `/team/${TEAM_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Save shares" }));
    const inline = await screen.findByRole("alert");
    expect(inline).toHaveTextContent(reason);
    // Toasts close after a second (here they are kept for a minute): the sentence is not the toast's.
    expect(inline.closest("[data-sonner-toast]")).toBeNull();
  });

  it("keeps the reason an invitation by email was refused under the form", async () => {
    const reason = "This team has sent 20 email invitations today. Try again tomorrow.";
    stubTeamsApi({
      ...detailRoutes(makeTeam("OWNER")),
      [`POST /teams/${TEAM_ID}/invitations`]: () =>
        jsonResponse(429, { success: false, code: "RATE_LIMITED", message: reason }),
    });
    renderTeamRoute("/team/:id", <TeamDetailScreen />, `/team/${TEAM_ID}?tab=requests`);
    await userEvent.type(await screen.findByRole("textbox", { name: "Invite by email" }), "nobody@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Invite by email" }));
    const inline = await screen.findByRole("alert");
    expect(inline).toHaveTextContent(reason);
    expect(inline.closest("form")).not.toBeNull();
  });

  it("shows locked shares read-only with the reason", async () => {
    const projectId = "66666666-6666-4666-8666-666666666666";
    const project = { id: projectId, title: "Landing page", status: "ACTIVE", createdAt: "2026-11-01T00:00:00.000Z" };
    stubTeamsApi({
      ...detailRoutes(makeTeam("OWNER", { projects: [project] })),
      [`GET /projects/${projectId}/payout-shares`]: () => ok(makeShares({ isSet: true, locked: true, canEdit: false })),
    });
    renderTeamRoute("/team/:id", <TeamDetailScreen />, `/team/${TEAM_ID}`);
    expect(await screen.findByText(/Locked: a milestone of this project has been funded/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save shares" })).not.toBeInTheDocument();
    expect(screen.getByText("100%")).toBeInTheDocument();
  });
});

describe("/team/{id}/portfolio", () => {
  it("lets an admin move an item earlier, sending the new order", async () => {
    const first = makePortfolioItem("Brand kit", 1);
    const second = makePortfolioItem("Shop app", 2);
    const mock = stubTeamsApi({
      [`GET /teams/${TEAM_ID}`]: () => ok(makeTeam("ADMIN")),
      [`GET /teams/${TEAM_ID}/portfolio`]: () => page([first, second]),
      [`PUT /teams/${TEAM_ID}/portfolio/order`]: () => ok(null),
    });
    renderTeamRoute("/team/:id/portfolio", <TeamPortfolioScreen />, `/team/${TEAM_ID}/portfolio`);
    expect(await screen.findByRole("button", { name: "Move Brand kit earlier" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Move Shop app earlier" }));
    await waitFor(() => expect(callsTo(mock, `PUT /teams/${TEAM_ID}/portfolio/order`)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(mock, `PUT /teams/${TEAM_ID}/portfolio/order`)[0]?.[1]?.body))).toEqual({
      itemIds: [second.id, first.id],
    });
  });

  it("shows a member the grid without admin actions", async () => {
    stubTeamsApi({
      [`GET /teams/${TEAM_ID}`]: () => ok(makeTeam("MEMBER")),
      [`GET /teams/${TEAM_ID}/portfolio`]: () => page([makePortfolioItem("Brand kit", 1)]),
    });
    renderTeamRoute("/team/:id/portfolio", <TeamPortfolioScreen />, `/team/${TEAM_ID}/portfolio`);
    expect(await screen.findByRole("heading", { name: "Brand kit" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add item" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete Brand kit/ })).not.toBeInTheDocument();
  });
});
