import { reports } from "../../src/db/schema/safety";
import { createUser } from "../users";
import type { Fixture, Kit } from "./matrix-fixtures";

/*
 * The authorization matrix's rows for moderation (decision 0092): a reported profile (USER
 * items need no other module's rows), and actions a first admin took, so a second may decide.
 */

async function reportedUser(kit: Kit) {
  const subject = await kit.user("FREELANCER");
  const reporter = await kit.user("COMPANY");
  await kit.app.ctx.db.insert(reports).values({
    reporterId: reporter.user.id,
    itemKind: "USER",
    itemId: subject.user.id,
    subjectUserId: subject.user.id,
    reason: "FAKE",
  });
  return subject;
}

async function warned(kit: Kit) {
  const subject = await reportedUser(kit);
  const firstAdmin = await createUser(kit.app, { role: "ADMIN" });
  const action = await kit.as(firstAdmin, "POST", "/api/admin/moderation/actions", {
    itemKind: "USER",
    itemId: subject.user.id,
    kind: "WARN",
    rule: "FAKE",
  });
  return { subject, actionId: action.id as string };
}

export const MODERATION_FIXTURES: Record<string, Fixture> = {
  "GET /api/admin/moderation/items/{kind}/{id}": async (kit) => ({
    params: { kind: "USER", id: (await reportedUser(kit)).user.id },
  }),
  "POST /api/admin/moderation/actions": async (kit) => ({
    json: { itemKind: "USER", itemId: (await reportedUser(kit)).user.id, kind: "WARN", rule: "FAKE" },
  }),
  "POST /api/admin/moderation/appeals/{id}/decision": async (kit) => {
    const { subject, actionId } = await warned(kit);
    await kit.as(subject, "POST", "/api/safety/appeals", { actionId, text: "That is really my name." });
    const appeals = await kit.as(await createUser(kit.app, { role: "ADMIN" }), "GET", "/api/admin/moderation/appeals");
    const appeal = appeals.items.find((item: { action: { id: string } }) => item.action.id === actionId);
    return {
      params: { id: appeal.id as string },
      json: { decision: "UPHOLD", note: "The profile photo is a stock image." },
    };
  },
  "POST /api/safety/appeals": async (kit) => {
    const { subject, actionId } = await warned(kit);
    return { owner: subject, json: { actionId, text: "That is really my name." } };
  },
  "POST /api/admin/users/{id}/make-admin": async (kit) => {
    const person = await kit.user("FREELANCER");
    return { params: { id: person.user.id }, json: { confirmEmail: person.user.email } };
  },
};
