import type { TReportItemKind } from "@crewlance/contracts/safety";
import type { FastifyInstance } from "fastify";
import { moderationActions, userBlocks } from "../src/db/schema/safety";
import { now } from "../src/lib/clock";
import { emit } from "../src/lib/events";
import { withTransaction } from "../src/lib/transaction";
import { createUser } from "./users";

/*
 * What the modules that enforce trust and safety (decision 0092) need set up in their tests: a
 * block, a restriction, and moderation hiding or restoring an item, written as the safety module
 * stores them, so each module's own behaviour is tested whatever stage the safety routes are at.
 */

/** `blockerId` blocks `blockedId`. */
export async function block(app: FastifyInstance, blockerId: string, blockedId: string): Promise<void> {
  await app.ctx.db.insert(userBlocks).values({ blockerId, blockedId });
}

/** A RESTRICT action on `userId` in force for `days`, taken by a fresh admin. */
export async function restrict(app: FastifyInstance, userId: string, days = 7): Promise<void> {
  const admin = await createUser(app, { role: "ADMIN" });
  const at = now();
  await app.ctx.db.insert(moderationActions).values({
    adminId: admin.user.id,
    subjectUserId: userId,
    kind: "RESTRICT",
    rule: "SPAM",
    startsAt: at,
    endsAt: new Date(at.getTime() + days * 86_400_000),
  });
}

/** Moderation hides (or, with `restore`, shows again) an item, as a HIDE action and its overturn announce it. */
export async function hide(
  app: FastifyInstance,
  itemKind: TReportItemKind,
  itemId: string,
  restore = false,
): Promise<void> {
  const admin = await createUser(app, { role: "ADMIN" });
  await withTransaction(app.ctx, async (txCtx) => {
    const [action] = await txCtx.db
      .insert(moderationActions)
      .values({ adminId: admin.user.id, itemKind, itemId, kind: "HIDE", rule: "OFF_PLATFORM" })
      .returning({ id: moderationActions.id });
    await emit(txCtx, restore ? "ContentRestored" : "ContentHidden", { itemKind, itemId, actionId: action!.id });
  });
}
