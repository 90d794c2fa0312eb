import type { TReportItemKind, TReportReason } from "@crewlance/contracts/safety";
import type { FastifyInstance } from "fastify";
import { reports } from "../../../db/schema/safety";
import { registerReportable } from "../reportables";

/*
 * Test helpers: reported items described by a small resolver the test registers (the owning
 * modules register the real ones), and reports written as the report route would.
 */

/** Items of one kind the tests make up: id → owner, label and text. */
export function fakeReportables(kind: TReportItemKind) {
  const items = new Map<string, { ownerId: string; label: string; text: string }>();
  registerReportable(kind, async (_ctx, itemId) => {
    const item = items.get(itemId);
    if (!item) return null;
    return {
      ownerId: item.ownerId,
      label: item.label,
      preview: item.text.slice(0, 80),
      context: async () => [
        { label: "Before", text: "Hello, is the task still open?", at: null, reported: false },
        { label: item.label, text: item.text, at: null, reported: true },
      ],
    };
  });
  return {
    add(ownerId: string, text = "Pay me on UPI ravi@okaxis, outside Crewlance") {
      const id = crypto.randomUUID();
      items.set(id, { ownerId, label: `${kind} ${id.slice(0, 4)}`, text });
      return id;
    },
  };
}

export async function addReport(
  app: FastifyInstance,
  input: {
    reporterId: string | null;
    itemKind: TReportItemKind;
    itemId: string;
    subjectUserId: string;
    reason?: TReportReason;
    at?: Date;
  },
) {
  const [row] = await app.ctx.db
    .insert(reports)
    .values({
      reporterId: input.reporterId,
      itemKind: input.itemKind,
      itemId: input.itemId,
      subjectUserId: input.subjectUserId,
      reason: input.reason ?? "OFF_PLATFORM",
      createdAt: input.at ?? new Date(),
    })
    .returning();
  return row!;
}
