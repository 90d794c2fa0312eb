import type { TAdminUser } from "@crewlance/contracts/admin";
import type { TMakeAdmin } from "@crewlance/contracts/safety";
import type { AppContext } from "../../context";
import { adminAuditLog } from "../../db/schema/admin";
import { now } from "../../lib/clock";
import { withTransaction } from "../../lib/transaction";
import type { CurrentUser } from "../../plugins/auth";
import { createNotification } from "../notifications/index";
import { madeAdminNotice } from "../safety/index";
import { promoteToAdmin } from "../users/index";
import { loadAdminUser } from "./service";

/**
 * An admin makes another verified person an admin, typing their email to confirm (decision
 * 0092: appeals need a second admin). Audited in the admin log and told to the person, in the
 * same transaction as the change.
 */
export async function makeAdmin(
  ctx: AppContext,
  input: { admin: CurrentUser; userId: string } & TMakeAdmin,
): Promise<TAdminUser> {
  await withTransaction(ctx, async (txCtx) => {
    await promoteToAdmin(txCtx, { userId: input.userId, confirmEmail: input.confirmEmail });
    await txCtx.db.insert(adminAuditLog).values({
      adminId: input.admin.id,
      action: "ADMIN_GRANTED",
      projectId: null,
      subjectId: input.userId,
      createdAt: now(),
    });
    await createNotification(txCtx, { userId: input.userId, ...madeAdminNotice });
  });
  return (await loadAdminUser(ctx, input.userId))!;
}
