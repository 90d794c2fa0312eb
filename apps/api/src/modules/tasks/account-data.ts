import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, taskAttachments, tasks } from "../../db/schema/tasks";
import { type AccountDataPart, exportFile } from "../../lib/account-data";
import type { TxContext } from "../../lib/transaction";

/*
 * The tasks module's side of "your data" (decision 0099): the tasks a company posted and the
 * applications a freelancer sent, for their export, and closing what is still open when the
 * account is deleted.
 */

/** tasks.json and applications.json, and the attachments the person uploaded. */
export async function taskDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const own = await ctx.db.select().from(tasks).where(eq(tasks.companyId, userId)).orderBy(tasks.createdAt);
  const sent = await ctx.db
    .select({
      id: applications.id,
      taskId: applications.taskId,
      taskTitle: tasks.title,
      status: applications.status,
      coverLetter: applications.coverLetter,
      proposedAmountPaise: applications.proposedAmount,
      estimatedDays: applications.estimatedDays,
      rejectionReason: applications.rejectionReason,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(tasks, eq(tasks.id, applications.taskId))
    .where(eq(applications.applicantId, userId))
    .orderBy(applications.createdAt);
  const attachments = await ctx.db.select().from(taskAttachments).where(eq(taskAttachments.uploaderId, userId));
  const files = attachments.map((file) => exportFile("private", file.storagePath, "attachments"));
  return {
    data: {
      tasks: own.map(({ searchText: _text, searchVector: _vector, skillsKey: _key, ...task }) => task),
      applications: sent,
      attachments: attachments.map(({ storagePath: _path, ...file }, index) => ({
        ...file,
        exportedAs: files[index]?.name,
      })),
    },
    files,
  };
}

/** The AccountDeleted listener: open and draft tasks are cancelled, live applications withdrawn. */
export async function closeOpenWork(txCtx: TxContext, input: { userId: string; at: Date }): Promise<void> {
  await txCtx.db
    .update(tasks)
    .set({ status: "CANCELLED", updatedAt: input.at })
    .where(and(eq(tasks.companyId, input.userId), inArray(tasks.status, ["DRAFT", "OPEN"])));
  await txCtx.db
    .update(applications)
    .set({ status: "WITHDRAWN", updatedAt: input.at })
    .where(and(eq(applications.applicantId, input.userId), inArray(applications.status, ["PENDING", "SHORTLISTED"])));
}
