import type { TModerationAction } from "@crewlance/contracts/safety";
import type { moderationActions } from "../../../db/schema/safety";
import type { UserContact } from "../../users/index";
import { personRef } from "./people";

export type ActionRow = typeof moderationActions.$inferSelect;

const DELETED_ADMIN = { id: "", fullName: "Former administrator", email: "" };

/** An action as the admin console lists it. */
export function toModerationAction(row: ActionRow, people: Map<string, UserContact>): TModerationAction {
  return {
    id: row.id,
    kind: row.kind,
    rule: row.rule,
    note: row.note,
    itemKind: row.itemKind,
    itemId: row.itemId,
    subject: personRef(people, row.subjectUserId),
    admin: personRef(people, row.adminId) ?? { ...DELETED_ADMIN, id: row.adminId },
    since: row.startsAt.toISOString(),
    until: row.endsAt?.toISOString() ?? null,
    liftedAt: row.liftedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
