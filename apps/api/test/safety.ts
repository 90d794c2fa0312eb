import type { TReportItemKind } from "@crewlance/contracts/safety";
import type { FastifyInstance } from "fastify";
import { moderationActions, userBlocks } from "../src/db/schema/safety";
import { now } from "../src/lib/clock";
import { emit } from "../src/lib/events";
import { withTransaction } from "../src/lib/transaction";
import { createUser } from "./users";

/*
 * Test fixtures of trust and safety for the modules that enforce it (decision 0092), written
 * straight to the safety tables: the safety module's own routes are tested beside it.
 */

/** `blockerId` blocks `blockedId`. */
export async function block(app: FastifyInstance, blockerId: string, blockedId: string): Promise<void> {
  await app.ctx.db.insert(userBlocks).values({ blockerId, blockedId });
}

/** A restriction on `userId` in force for `days` days. */
export async function restrict(app: FastifyInstance, userId: string, days = 3): Promise<void> {
  const admin = await createUser(app, { role: "ADMIN", fullName: "Ada Admin" });
  await app.ctx.db.insert(moderationActions).values({
    adminId: admin.user.id,
    subjectUserId: userId,
    kind: "RESTRICT",
    rule: "OFF_PLATFORM",
    endsAt: new Date(now().getTime() + days * 24 * 60 * 60_000),
  });
}

/** Moderation hides (or, `restore`, shows again) an item, as the safety module's action does. */
export async function moderate(
  app: FastifyInstance,
  item: { itemKind: TReportItemKind; itemId: string },
  restore = false,
): Promise<void> {
  const actionId = "00000000-0000-4000-8000-0000000000a1";
  await withTransaction(app.ctx, (txCtx) =>
    emit(txCtx, restore ? "ContentRestored" : "ContentHidden", { ...item, actionId }),
  );
}
