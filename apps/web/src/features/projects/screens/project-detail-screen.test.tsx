import type { TMilestoneAction, TMilestoneStatusV2 } from "@crewlance/contracts/projects";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import {
  BALANCE,
  callsTo,
  makeMilestone,
  makeProject,
  ok,
  PROJECT_ID,
  renderProject,
  stubProjectsApi,
} from "../testing";
import type { Milestone, Project } from "../types";

afterEach(() => vi.unstubAllGlobals());

const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

function stubProject(project: Project, extra: Parameters<typeof stubProjectsApi>[0] = {}) {
  return stubProjectsApi({
    [`GET /projects/${PROJECT_ID}`]: () => ok(project),
    "GET /wallet": () => ok(BALANCE),
    ...extra,
  });
}

async function milestoneCard(title = "Landing page design") {
  return screen.findByRole("article", { name: new RegExp(`Milestone \\d+: ${title}`) });
}

function buttonsIn(card: HTMLElement) {
  return within(card)
    .queryAllByRole("button")
    .map((button) => button.textContent?.trim())
    .filter((text) => text && !text.startsWith("Download"));
}

/*
 * The actions each side sees per status, as the API sends them (the contract's `actions`); the
 * screen shows exactly those, in a fixed order, with the words of each.
 */
const CASES: Array<[string, "COMPANY" | "FREELANCER", TMilestoneStatusV2, TMilestoneAction[], string[]]> = [
  [
    "company, PENDING",
    "COMPANY",
    "PENDING",
    ["FUND", "EDIT", "CANCEL"],
    ["Fund milestone", "Edit", "Cancel milestone"],
  ],
  ["freelancer, PENDING", "FREELANCER", "PENDING", [], []],
  ["company, FUNDED", "COMPANY", "FUNDED", ["CANCEL", "DISPUTE"], ["Cancel milestone", "Open dispute"]],
  ["freelancer, FUNDED", "FREELANCER", "FUNDED", ["SUBMIT", "DISPUTE"], ["Submit work", "Open dispute"]],
  [
    "company, SUBMITTED",
    "COMPANY",
    "SUBMITTED",
    ["APPROVE", "REQUEST_REVISION", "DISPUTE"],
    ["Approve and pay", "Request revision", "Open dispute"],
  ],
  ["freelancer, SUBMITTED", "FREELANCER", "SUBMITTED", ["DISPUTE"], ["Open dispute"]],
  ["freelancer, REVISION_REQUESTED", "FREELANCER", "REVISION_REQUESTED", ["SUBMIT"], ["Submit again"]],
  ["company, APPROVED", "COMPANY", "APPROVED", [], []],
  ["freelancer, DISPUTED", "FREELANCER", "DISPUTED", [], []],
];

describe("project detail: the actions each side may take", () => {
  it.each(CASES)("%s", async (_name, side, status, actions, labels) => {
    stubProject(makeProject(side, [makeMilestone(status, actions)], { canAddMilestone: false }));
    renderProject(side);
    const card = await milestoneCard();
    expect(buttonsIn(card)).toEqual(labels);
  });

  it("shows the company the buttons for a freelancer's proposal, in the order accept then decline", async () => {
    const milestone = makeMilestone("PENDING", ["DECLINE", "ACCEPT"], {
      proposedBy: "FREELANCER",
      proposal: "AWAITING",
    });
    stubProject(makeProject("COMPANY", [milestone], { canAddMilestone: false }));
    renderProject("COMPANY");
    const card = await milestoneCard();
    expect(buttonsIn(card)).toEqual(["Accept proposal", "Decline"]);
    expect(within(card).getByText("Proposal · waiting for the company")).toBeInTheDocument();
  });

  it("offers the company 'Add milestone' and the freelancer 'Propose a milestone'", async () => {
    stubProject(makeProject("FREELANCER", [makeMilestone("FUNDED", ["SUBMIT"])]));
    renderProject("FREELANCER");
    expect(await screen.findByRole("button", { name: "Propose a milestone" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add milestone" })).toBeNull();
  });
});

describe("project detail: money dialogs say what moves before it moves", () => {
  it("fund: states the amount and the fee, sends the total shown with one Idempotency-Key reused on retry", async () => {
    let answers = 0;
    const milestone = makeMilestone("PENDING", ["FUND"]);
    const mock = stubProject(makeProject("COMPANY", [milestone]), {
      [`POST /milestones/${milestone.id}/fund`]: () => {
        answers += 1;
        if (answers === 1)
          return jsonResponse(503, { success: false, code: "UNAVAILABLE", message: "The ledger is busy. Try again." });
        return ok({ milestone: { ...milestone, status: "FUNDED" }, project: makeProject("COMPANY", [milestone]) });
      },
    });
    renderProject("COMPANY");
    await userEvent.click(within(await milestoneCard()).getByRole("button", { name: "Fund milestone" }));
    const dialog = await screen.findByRole("dialog", { name: "Fund “Landing page design”" });
    expect(within(dialog).getByText("Fund 45.0K INR + 2.3K INR fee from your available balance")).toBeInTheDocument();
    expect(within(dialog).getByText("Leaves your available balance")).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Fund 47.3K INR" }));
    expect(await within(dialog).findByText("The ledger is busy. Try again.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const calls = callsTo(mock, `POST /milestones/${milestone.id}/fund`);
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map(([, init]) => init);
    expect(headerOf(first, "Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(headerOf(second, "Idempotency-Key")).toBe(headerOf(first, "Idempotency-Key"));
    expect(JSON.parse(String(first?.body))).toEqual({ expectedTotal: 4_725_000 });
  });

  it("fund with too little balance: says how much is missing and links to the wallet to add funds", async () => {
    const milestone = makeMilestone("PENDING", ["FUND"]);
    const mock = stubProject(makeProject("COMPANY", [milestone]), {
      "GET /wallet": () => ok({ ...BALANCE, available: 4_000_000 }),
    });
    renderProject("COMPANY");
    await userEvent.click(within(await milestoneCard()).getByRole("button", { name: "Fund milestone" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      await within(dialog).findByText("Your available balance is 7.3K INR short. Add funds, then fund the milestone."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Add funds" })).toHaveAttribute("href", "/wallet");
    expect(within(dialog).getByRole("button", { name: "Fund 47.3K INR" })).toBeDisabled();
    expect(callsTo(mock, `POST /milestones/${milestone.id}/fund`)).toHaveLength(0);
  });

  it("approve: states what the freelancer receives out of escrow", async () => {
    const milestone = makeMilestone("SUBMITTED", ["APPROVE", "REQUEST_REVISION", "DISPUTE"]);
    const mock = stubProject(makeProject("COMPANY", [milestone]), {
      [`POST /milestones/${milestone.id}/approve`]: () =>
        ok({ milestone: { ...milestone, status: "APPROVED" }, project: makeProject("COMPANY", [milestone]) }),
    });
    renderProject("COMPANY");
    await userEvent.click(within(await milestoneCard()).getByRole("button", { name: "Approve and pay" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve “Landing page design”" });
    expect(within(dialog).getByText("Release 45.0K INR from escrow to Asha Rao")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve and release 45.0K INR" }));
    await waitFor(() => expect(callsTo(mock, `POST /milestones/${milestone.id}/approve`)).toHaveLength(1));
    const init = callsTo(mock, `POST /milestones/${milestone.id}/approve`)[0]?.[1];
    expect(headerOf(init, "Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("cancel of a funded milestone: states the refund of the amount and the fee", async () => {
    const milestone = makeMilestone("FUNDED", ["CANCEL", "DISPUTE"]);
    stubProject(makeProject("COMPANY", [milestone]));
    renderProject("COMPANY");
    await userEvent.click(within(await milestoneCard()).getByRole("button", { name: "Cancel milestone" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText("47.3K INR (45.0K INR + 2.3K INR fee) goes back to your available balance"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel and refund 47.3K INR" })).toBeInTheDocument();
  });

  it("request revision: refuses an empty reason, then sends the one typed", async () => {
    const milestone = makeMilestone("SUBMITTED", ["APPROVE", "REQUEST_REVISION"]);
    const mock = stubProject(makeProject("COMPANY", [milestone]), {
      [`POST /milestones/${milestone.id}/request-revision`]: () =>
        ok({ milestone, project: makeProject("COMPANY", [milestone]) }),
    });
    renderProject("COMPANY");
    await userEvent.click(within(await milestoneCard()).getByRole("button", { name: "Request revision" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request revision" }));
    expect(await within(dialog).findByText("Say what needs to change.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("What needs to change"), "Use the new logo.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request revision" }));
    await waitFor(() => expect(callsTo(mock, `POST /milestones/${milestone.id}/request-revision`)).toHaveLength(1));
    const init = callsTo(mock, `POST /milestones/${milestone.id}/request-revision`)[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: "Use the new logo." });
  });
});

describe("project detail: the auto-approve countdown", () => {
  it("reads 'Auto-approves in 2 days 4 hours' on a submitted milestone", async () => {
    const at = new Date(Date.now() + (2 * 24 + 4) * 3_600_000 + 30 * 60_000).toISOString();
    const milestone: Milestone = makeMilestone("SUBMITTED", ["DISPUTE"], { autoApproveAt: at });
    stubProject(makeProject("FREELANCER", [milestone]));
    renderProject("FREELANCER");
    const card = await milestoneCard();
    expect(within(card).getByText("Auto-approves in 2 days 4 hours")).toBeInTheDocument();
  });
});

describe("project detail: tabs live in the address", () => {
  it("opens the tab the address names and writes the chosen tab back", async () => {
    stubProject(makeProject("COMPANY", [makeMilestone("PENDING", [])]), {
      [`GET /projects/${PROJECT_ID}/activity`]: () =>
        ok({
          items: [
            {
              id: "55555555-5555-4555-8555-555555555555",
              type: "MILESTONE_ADDED",
              actor: { id: "11111111-1111-4111-8111-111111111111", name: "Acme Studio", avatarUrl: null },
              text: "Acme Studio added “Landing page design”",
              milestoneId: null,
              boardItemId: null,
              amount: null,
              createdAt: "2026-11-20T09:00:00.000Z",
            },
          ],
          nextCursor: null,
        }),
      [`GET /projects/${PROJECT_ID}/files`]: () => ok({ items: [] }),
    });
    const { router } = renderProject("COMPANY", "?tab=activity");
    expect(await screen.findByRole("tab", { name: "Activity" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("Acme Studio added “Landing page design”")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Files" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=files"));
    expect(await screen.findByText("No files yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Overview" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await milestoneCard()).toBeInTheDocument();
  });

  it("reads an unknown tab in the address as the overview", async () => {
    stubProject(makeProject("COMPANY", [makeMilestone("PENDING", [])]));
    renderProject("COMPANY", "?tab=nonsense");
    expect(await screen.findByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  });
});
