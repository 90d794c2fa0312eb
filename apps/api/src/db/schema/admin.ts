import type { TAdminReadAction } from "@crewlance/contracts/admin";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * The admin module's own table (migration 0026, decision 0080): one row per admin read of a
 * disputed project — its detail, activity, files, task, conversation — written before the answer
 * leaves the server. Only modules/admin imports this file; other modules record through
 * modules/admin/audit-service.ts. Rows are never changed or deleted by the application.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    action: text("action").$type<TAdminReadAction>().notNull(),
    /** The disputed project read (no foreign key: the log outlives what it names). */
    projectId: uuid("project_id"),
    /** What inside it: a file, an attachment, the task, the conversation; null for the project itself. */
    subjectId: uuid("subject_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_project_created_idx").on(t.projectId, t.createdAt.desc(), t.id.desc()),
    // The list filtered by admin (GET /admin/audit-log?adminId=); also covers the foreign key.
    index("admin_audit_log_admin_created_idx").on(t.adminId, t.createdAt.desc(), t.id.desc()),
  ],
);
