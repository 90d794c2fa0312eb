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
  makeReleasePreview,
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

/** The 45,000 INR milestone's preview with a 10% freelancer fee: fee 4,500, its GST 810, TDS 2,250. */
function previewWithFee(milestoneId: string, payeeId: string) {
  const preview = makeReleasePreview(milestoneId, payeeId);
  const payee = { ...preview.payees[0]!, fee: 531_000, net: 3_744_000 };
  return { ...preview, freelancerFee: 450_000, gstOnFreelancerFee: 81_000, net: 3_744_000, payees: [payee] };
}

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

describe("project detail: a dispute's resolution on the milestone (decision 0079)", () => {
  // 600 released, 400 refunded of a 1,000 INR milestone, with 20 INR of its 50 INR client fee back.
  const split = () =>
    makeMilestone("APPROVED", [], {
      amount: 100_000,
      fees: {
        amount: 100_000,
        clientFee: 5_000,
        clientFeeGst: 900,
        fundTotal: 105_900,
        freelancerFee: 0,
        freelancerFeeGst: 0,
        freelancerReceives: 60_000,
      },
      disputeId: "55555555-5555-4555-8555-555555555555",
      resolution: {
        outcome: "SPLIT",
        releasedAmount: 60_000,
        refundedAmount: 40_000,
        refundedFee: 2_000,
        note: "Six of the ten screens were delivered.",
        resolvedAt: "2026-11-25T10:00:00.000Z",
      },
    });
  const money = { total: 100_000, paid: 60_000, freelancerReceived: 60_000, remaining: 0, clientFees: 3_000 };

  it.each(["COMPANY", "FREELANCER"] as const)("shows the %s both amounts, not a full payment", async (side) => {
    const project = makeProject(side, [split()], { status: "COMPLETED", canAddMilestone: false });
    stubProject({ ...project, money: { ...project.money, ...money } });
    renderProject(side);
    const card = await milestoneCard();
    expect(within(card).queryByText("Approved · paid")).toBeNull();
    expect(within(card).getByText("Split by dispute · part paid")).toBeInTheDocument();
    expect(within(card).getByText("Dispute resolved: split")).toBeInTheDocument();
    const released = within(card).getByText(side === "FREELANCER" ? "Released to you" : "Released to Asha Rao");
    expect(released.nextElementSibling).toHaveTextContent("600 INR");
    expect(within(released.nextElementSibling as HTMLElement).getByTitle("₹600.00")).toBeInTheDocument();
    const refunded = within(card).getByText(side === "COMPANY" ? /^Refunded to you/ : /^Refunded to Acme Studio/);
    expect(refunded.nextElementSibling).toHaveTextContent("400 INR");
    expect(refunded).toHaveTextContent(/of the client fee$/);
    expect(within(refunded).getByTitle("₹20.00")).toHaveTextContent("20 INR");
    expect(card).toHaveTextContent("Admin's note: Six of the ten screens were delivered.");
    // The project's money adds up: 600 paid and 400 refunded of the 1.0K total.
    const summary = screen.getByRole("region", { name: "Money" });
    expect(within(summary).getByText("Refunded by dispute")).toBeInTheDocument();
    expect(within(summary).getByText("400 INR")).toBeInTheDocument();
  });

  it("says a refund by dispute on the card, with the amount and the fee that went back", async () => {
    const refunded = makeMilestone("CANCELLED", [], {
      disputeId: "55555555-5555-4555-8555-555555555555",
      resolution: {
        outcome: "REFUND",
        releasedAmount: 0,
        refundedAmount: 4_500_000,
        refundedFee: 225_000,
        note: "Nothing was delivered.",
        resolvedAt: "2026-11-25T10:00:00.000Z",
      },
    });
    stubProject(makeProject("COMPANY", [refunded], { canAddMilestone: false }));
    renderProject("COMPANY");
    const card = await milestoneCard();
    expect(within(card).getByText("Refunded after dispute")).toBeInTheDocument();
    expect(within(card).getByText("Dispute resolved: refunded in full")).toBeInTheDocument();
    expect(within(card).queryByText(/^Released to/)).toBeNull();
    const refund = within(card).getByText(/^Refunded to you/);
    expect(within(refund).getByTitle("₹2,250.00")).toHaveTextContent("2.3K INR");
    expect(within(refund.nextElementSibling as HTMLElement).getByTitle("₹45,000.00")).toBeInTheDocument();
  });
});

describe("project detail: money dialogs say what moves before it moves", () => {
  it("fund: the button and every line say the exact amount, not the rounded one (₹58,245.00, not 58.2K INR)", async () => {
    const milestone = makeMilestone("PENDING", ["FUND"], {
      amount: 5_500_000,
      fees: {
        amount: 5_500_000,
        clientFee: 275_000,
        clientFeeGst: 49_500,
        fundTotal: 5_824_500,
        freelancerFee: 0,
        freelancerFeeGst: 0,
        freelancerReceives: 5_500_000,
      },
    });
    stubProject(makeProject("COMPANY", [milestone]));
    renderProject("COMPANY");
    const card = await milestoneCard();
    // The card keeps the short form.
    expect(within(card).getByText("55.0K INR")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Fund milestone" }));
    const dialog = await screen.findByRole("dialog", { name: "Fund “Landing page design”" });
    expect(await within(dialog).findByRole("button", { name: "Fund ₹58,245.00" })).toBeEnabled();
    expect(
      within(dialog).getByText("Fund ₹55,000.00 + ₹2,750.00 fee + ₹495.00 GST from your available balance"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("₹495.00")).toBeInTheDocument();
    expect(within(dialog).getByText("₹58,245.00")).toBeInTheDocument();
    expect(within(dialog).getByText("₹1,00,000.00")).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/K INR/);
  });

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
    expect(
      within(dialog).getByText("Fund ₹45,000.00 + ₹2,250.00 fee + ₹405.00 GST from your available balance"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Leaves your available balance")).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Fund ₹47,655.00" }));
    expect(await within(dialog).findByText("The ledger is busy. Try again.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again: fund ₹47,655.00" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const calls = callsTo(mock, `POST /milestones/${milestone.id}/fund`);
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map(([, init]) => init);
    expect(headerOf(first, "Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(headerOf(second, "Idempotency-Key")).toBe(headerOf(first, "Idempotency-Key"));
    expect(JSON.parse(String(first?.body))).toEqual({ expectedTotal: 4_765_500 });
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
      await within(dialog).findByText("Your available balance is ₹7,655.00 short. Add funds, then fund the milestone."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Add funds" })).toHaveAttribute("href", "/wallet");
    expect(within(dialog).getByRole("button", { name: "Fund ₹47,655.00" })).toBeDisabled();
    expect(callsTo(mock, `POST /milestones/${milestone.id}/fund`)).toHaveLength(0);
  });

  it("approve: states what the freelancer receives out of escrow, after the TDS the preview withholds", async () => {
    const milestone = makeMilestone("SUBMITTED", ["APPROVE", "REQUEST_REVISION", "DISPUTE"]);
    const mock = stubProject(makeProject("COMPANY", [milestone]), {
      [`GET /milestones/${milestone.id}/release-preview`]: () =>
        ok({ ...makeReleasePreview(milestone.id, "freelancer"), payees: [] }),
      [`POST /milestones/${milestone.id}/approve`]: () =>
        ok({ milestone: { ...milestone, status: "APPROVED" }, project: makeProject("COMPANY", [milestone]) }),
    });
    renderProject("COMPANY");
    await userEvent.click(within(await milestoneCard()).getByRole("button", { name: "Approve and pay" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve “Landing page design”" });
    expect(await within(dialog).findByText("Release ₹42,750.00 from escrow to Asha Rao")).toBeInTheDocument();
    const tds = within(dialog).getByText("TDS withheld (Section 194-O)");
    expect(tds.nextElementSibling).toHaveTextContent("₹2,250.00");
    expect(within(dialog).queryByText("GST on the freelancer fee")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve and release ₹42,750.00" }));
    await waitFor(() => expect(callsTo(mock, `POST /milestones/${milestone.id}/approve`)).toHaveLength(1));
    const init = callsTo(mock, `POST /milestones/${milestone.id}/approve`)[0]?.[1];
    expect(headerOf(init, "Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("approve: shows the freelancer fee and its GST when the platform charges one", async () => {
    const milestone = makeMilestone("SUBMITTED", ["APPROVE", "REQUEST_REVISION", "DISPUTE"]);
    stubProject(makeProject("COMPANY", [milestone]), {
      [`GET /milestones/${milestone.id}/release-preview`]: () =>
        ok({ ...previewWithFee(milestone.id, "freelancer"), payees: [] }),
    });
    renderProject("COMPANY");
    await userEvent.click(within(await milestoneCard()).getByRole("button", { name: "Approve and pay" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve “Landing page design”" });
    const gst = await within(dialog).findByText("GST on the freelancer fee");
    expect(gst.nextElementSibling).toHaveTextContent("₹810.00");
    expect(within(dialog).getByText("Freelancer fee to Crewlance").nextElementSibling).toHaveTextContent("₹4,500.00");
  });

  it("approve: a retry after a failure says the exact amount it releases, under the same key", async () => {
    let answers = 0;
    const milestone = makeMilestone("SUBMITTED", ["APPROVE", "REQUEST_REVISION", "DISPUTE"]);
    const mock = stubProject(makeProject("COMPANY", [milestone]), {
      [`POST /milestones/${milestone.id}/approve`]: () => {
        answers += 1;
        if (answers === 1)
          return jsonResponse(503, { success: false, code: "UNAVAILABLE", message: "The ledger is busy. Try again." });
        return ok({ milestone: { ...milestone, status: "APPROVED" }, project: makeProject("COMPANY", [milestone]) });
      },
    });
    renderProject("COMPANY");
    await userEvent.click(within(await milestoneCard()).getByRole("button", { name: "Approve and pay" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve “Landing page design”" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve and release ₹45,000.00" }));
    expect(await within(dialog).findByText("The ledger is busy. Try again.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again: approve and release ₹45,000.00" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [first, second] = callsTo(mock, `POST /milestones/${milestone.id}/approve`).map(([, init]) => init);
    expect(headerOf(second, "Idempotency-Key")).toBe(headerOf(first, "Idempotency-Key"));
  });

  it("cancel of a funded milestone: states the refund of the amount and the fee", async () => {
    const milestone = makeMilestone("FUNDED", ["CANCEL", "DISPUTE"]);
    stubProject(makeProject("COMPANY", [milestone]));
    renderProject("COMPANY");
    await userEvent.click(within(await milestoneCard()).getByRole("button", { name: "Cancel milestone" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(
        "₹47,655.00 (₹45,000.00 + ₹2,250.00 fee + ₹405.00 GST) goes back to your available balance",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel and refund ₹47,655.00" })).toBeInTheDocument();
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

describe("project detail: the freelancer's payout preview", () => {
  it("says what the freelancer will receive after TDS, and why", async () => {
    const milestone = makeMilestone("SUBMITTED", ["DISPUTE"]);
    stubProject(makeProject("FREELANCER", [milestone]), {
      [`GET /milestones/${milestone.id}/release-preview`]: () => ok(makeReleasePreview(milestone.id, "anyone")),
    });
    renderProject("FREELANCER");
    const note = await within(await milestoneCard()).findByRole("region", { name: "What you will receive" });
    expect(note).toHaveTextContent("You will receive ₹42,750.00 after TDS ₹2,250.00.");
    expect(note).toHaveTextContent("TDS at 5%: add your PAN to your tax profile for the lower rate.");
    expect(note).not.toHaveTextContent("GST");
  });

  it("names the freelancer fee with its GST when the platform charges one", async () => {
    const milestone = makeMilestone("SUBMITTED", ["DISPUTE"]);
    stubProject(makeProject("FREELANCER", [milestone]), {
      [`GET /milestones/${milestone.id}/release-preview`]: () => ok(previewWithFee(milestone.id, "anyone")),
    });
    renderProject("FREELANCER");
    const note = await within(await milestoneCard()).findByRole("region", { name: "What you will receive" });
    expect(note).toHaveTextContent(
      "You will receive ₹37,440.00 after TDS ₹2,250.00 and the ₹5,310.00 fee with its GST.",
    );
    expect(note).toHaveTextContent("GST on the freelancer fee: ₹810.00, on the tax invoice in your wallet.");
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
