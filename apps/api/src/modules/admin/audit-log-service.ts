import type { TAdminAuditEntry } from "@crewlance/contracts/admin";
import type { TPagination } from "@crewlance/contracts/common";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { adminAuditLog } from "../../db/schema/admin";
import { users } from "../../db/schema/users";
import { countUpToCap, pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { loadProjectTitles } from "../projects/index";

/*
 * The admin audit log as a list (decision 0080): newest first, written exactly as
 * admin_audit_log_created_idx, admin_audit_log_project_created_idx and
 * admin_audit_log_admin_created_idx are declared (NULLS LAST included), so the walk stops after
 * one page with or without a filter; the count stops at LIST_COUNT_CAP + 1 (decision 0013).
 */
const newestFirst = [sql`${adminAuditLog.createdAt} desc nulls last`, sql`${adminAuditLog.id} desc nulls last`];

type AuditLogSearch = { page: number; limit: number; projectId?: string; adminId?: string };

export async function listAdminAuditLog(
  ctx: AppContext,
  input: AuditLogSearch,
): Promise<{ items: TAdminAuditEntry[]; pagination: TPagination }> {
  const filters: SQL[] = [];
  if (input.projectId) filters.push(eq(adminAuditLog.projectId, input.projectId));
  if (input.adminId) filters.push(eq(adminAuditLog.adminId, input.adminId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const { rows, pagination } = await pageWithCappedTotal(
    {
      page: ctx.db
        .select({ entry: adminAuditLog, adminName: users.fullName })
        .from(adminAuditLog)
        .innerJoin(users, eq(users.id, adminAuditLog.adminId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(input.limit)
        .offset((input.page - 1) * input.limit),
      count: countUpToCap(ctx, adminAuditLog, where),
    },
    input,
  );
  // The projects module owns the titles; one read for the page.
  const titles = await loadProjectTitles(
    ctx,
    rows.flatMap(({ entry }) => (entry.projectId ? [entry.projectId] : [])),
  );
  return {
    items: rows.map(({ entry, adminName }) => ({
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      admin: { id: entry.adminId, fullName: adminName },
      action: entry.action,
      project: entry.projectId ? { id: entry.projectId, title: titles.get(entry.projectId) ?? null } : null,
      subjectId: entry.subjectId,
    })),
    pagination,
  };
}
