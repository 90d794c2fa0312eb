import type { TAdminReadAction } from "@crewlance/contracts/admin";
import type { AppContext } from "../../context";
import { adminAuditLog } from "../../db/schema/admin";
import { now } from "../../lib/clock";

/*
 * The admin audit log (decision 0080). Other modules record an admin's read of a disputed
 * project here, after the read and before the answer is sent: should the row not be written,
 * the request fails and nothing was shown.
 */

export type AdminRead = {
  adminId: string;
  action: TAdminReadAction;
  projectId: string;
  /** The file, attachment, task or conversation read; omitted for the project itself. */
  subjectId?: string | null;
};

export async function recordAdminRead(ctx: AppContext, input: AdminRead): Promise<void> {
  await ctx.db.insert(adminAuditLog).values({
    adminId: input.adminId,
    action: input.action,
    projectId: input.projectId,
    subjectId: input.subjectId ?? null,
    createdAt: now(),
  });
}
