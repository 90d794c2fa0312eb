import { describe, expect, it } from "vitest";
import {
  formatAutoApprove,
  fundSentence,
  milestoneStatusBadge,
  progressPercent,
  refundSentence,
  releaseSentence,
  sideOf,
  waitingOnOther,
} from "./model";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("the auto-approve countdown", () => {
  it.each([
    [2 * DAY + 4 * HOUR + 30 * MINUTE, "Auto-approves in 2 days 4 hours"],
    [5 * DAY, "Auto-approves in 5 days"],
    [1 * DAY + 1 * HOUR, "Auto-approves in 1 day 1 hour"],
    [3 * HOUR + 20 * MINUTE, "Auto-approves in 3 hours 20 minutes"],
    [1 * HOUR, "Auto-approves in 1 hour"],
    [12 * MINUTE + 5_000, "Auto-approves in 12 minutes"],
    [20_000, "Auto-approves in 1 minute"],
    [0, "Auto-approves any moment now"],
    [-5 * MINUTE, "Auto-approves any moment now"],
  ])("%i ms left reads %s", (ms, text) => {
    expect(formatAutoApprove(ms)).toBe(text);
  });
});

describe("the money sentences", () => {
  it("fund: amount plus fee from the available balance, in exact amounts (decision 0079)", () => {
    expect(fundSentence(4_500_000, 225_000, 40_500)).toBe(
      "Fund ₹45,000.00 + ₹2,250.00 fee + ₹405.00 GST from your available balance",
    );
    expect(fundSentence(50_000, 2_500, 450)).toBe("Fund ₹500.00 + ₹25.00 fee + ₹4.50 GST from your available balance");
  });

  it("approve and refund", () => {
    expect(releaseSentence(4_500_000, "Asha Rao")).toBe("Release ₹45,000.00 from escrow to Asha Rao");
    expect(refundSentence(4_500_000, 225_000, 40_500)).toBe(
      "₹47,655.00 (₹45,000.00 + ₹2,250.00 fee + ₹405.00 GST) goes back to your available balance",
    );
  });
});

describe("who the viewer is and what the other side does next", () => {
  const project = { company: { id: "c" }, freelancer: { id: "f" } };
  it("finds the viewer's side, and none for an admin looking on", () => {
    expect(sideOf(project, "c")).toBe("COMPANY");
    expect(sideOf(project, "f")).toBe("FREELANCER");
    expect(sideOf(project, "a")).toBeNull();
  });

  it("says what waits on the other side", () => {
    expect(waitingOnOther("FREELANCER", { title: "Design", status: "PENDING" })).toBe(
      "Waiting for the company to fund “Design”",
    );
    expect(waitingOnOther("COMPANY", { title: "Design", status: "FUNDED" })).toBe(
      "Waiting for the freelancer to deliver “Design”",
    );
    expect(waitingOnOther("COMPANY", { title: "Design", status: "DISPUTED" })).toBe(
      "Waiting for an admin to resolve the dispute",
    );
    expect(waitingOnOther("COMPANY", { title: "Design", status: "PENDING" })).toBeNull();
    expect(waitingOnOther("COMPANY", null)).toBeNull();
  });

  it("progress is a whole percent of the total, 0 for an empty project", () => {
    expect(progressPercent(1_500_000, 4_500_000)).toBe(33);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 4)).toBe(100);
  });
});

describe("the milestone badge", () => {
  it("says a split or a refund by dispute, never 'Approved · paid' for a split", () => {
    expect(milestoneStatusBadge({ status: "APPROVED", resolution: null })).toEqual({
      label: "Approved · paid",
      tone: "success",
    });
    expect(milestoneStatusBadge({ status: "APPROVED", resolution: { outcome: "RELEASE" } }).label).toBe(
      "Approved · paid",
    );
    expect(milestoneStatusBadge({ status: "APPROVED", resolution: { outcome: "SPLIT" } })).toEqual({
      label: "Split by dispute · part paid",
      tone: "warning",
    });
    expect(milestoneStatusBadge({ status: "CANCELLED", resolution: { outcome: "REFUND" } }).label).toBe(
      "Refunded after dispute",
    );
  });
});
