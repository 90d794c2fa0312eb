import type { TAppealQueueItem, TModerationAction, TModerationItemDetail } from "@crewlance/contracts/safety";

/** Test data for the moderation screens: a message asking for payment by UPI outside Crewlance. */

export const RAVI = { id: "b2222222-2222-4222-8222-222222222222", fullName: "Ravi Kumar", email: "ravi@example.com" };
export const ASHA = { id: "c3333333-3333-4333-8333-333333333333", fullName: "Asha Rao", email: "asha@example.com" };
export const ADMIN = { id: "d4444444-4444-4444-8444-444444444444", fullName: "Admin One", email: "admin@example.com" };

export const QUEUE_ITEM: TModerationItemDetail["item"] = {
  itemKind: "MESSAGE",
  itemId: "e5555555-5555-4555-8555-555555555555",
  itemLabel: "Message from Ravi Kumar",
  preview: "Pay me on UPI ravi@okbank directly, skip the fees",
  subject: RAVI,
  reportCount: 2,
  flagged: true,
  reasons: [{ reason: "OFF_PLATFORM", count: 2 }],
  firstReportedAt: "2026-11-28T09:00:00.000Z",
  lastReportedAt: "2026-11-28T10:00:00.000Z",
};

export const RESTRICTION: TModerationAction = {
  id: "f6666666-6666-4666-8666-666666666666",
  kind: "RESTRICT",
  rule: "OFF_PLATFORM",
  note: "Asked for UPI outside Crewlance.",
  itemKind: "MESSAGE",
  itemId: QUEUE_ITEM.itemId,
  subject: RAVI,
  admin: ADMIN,
  since: "2026-11-20T10:00:00.000Z",
  until: "2026-11-27T10:00:00.000Z",
  liftedAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
};

export const DETAIL: TModerationItemDetail = {
  item: QUEUE_ITEM,
  hidden: false,
  context: [
    { label: "Asha Rao", text: "Can you start on the logo?", at: "2026-11-28T08:58:00.000Z", reported: false },
    {
      label: "Ravi Kumar",
      text: "Pay me on UPI ravi@okbank directly, skip the fees",
      at: "2026-11-28T08:59:00.000Z",
      reported: true,
    },
  ],
  reports: [
    {
      id: "a7777777-7777-4777-8777-777777777777",
      reporter: ASHA,
      reason: "OFF_PLATFORM",
      details: "He wants the money outside escrow.",
      status: "OPEN",
      createdAt: "2026-11-28T09:00:00.000Z",
    },
    {
      id: "a8888888-8888-4888-8888-888888888888",
      reporter: null,
      reason: "OFF_PLATFORM",
      details: null,
      status: "OPEN",
      createdAt: "2026-11-28T08:59:00.000Z",
    },
  ],
  earlierActions: [RESTRICTION],
  reportsOnSubject: 3,
};

export function makeAppeal(overrides: Partial<TAppealQueueItem> = {}): TAppealQueueItem {
  return {
    id: "a9999999-9999-4999-8999-999999999999",
    action: RESTRICTION,
    user: RAVI,
    text: "It was my own UPI id for a refund.",
    status: "PENDING",
    createdAt: "2026-11-28T11:00:00.000Z",
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    canDecide: true,
    ...overrides,
  };
}

export const page = <T>(items: T[]) => ({
  success: true,
  data: { items, pagination: { totalCount: items.length, currentPage: 1, totalPages: 1, limit: 20 } },
});
