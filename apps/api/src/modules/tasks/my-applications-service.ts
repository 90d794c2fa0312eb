import type {
  TApplicationStatus,
  TMyApplicationItem,
  TMyApplicationsResponse,
} from "@crewlance/contracts/applications";
import { buildPagination } from "@crewlance/contracts/common";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import type { Viewer } from "../../lib/viewer";
import { loadTeamRefs } from "../teams/index";
import { loadUserSummaries } from "../users/index";
import { applicationCounts } from "./application-counts";

/** GET /applications/mine: the freelancer's applications, newest first, with counts per status. */
export async function listMyApplications(
  ctx: AppContext,
  input: { viewer: Viewer; status?: TApplicationStatus; page: number; limit: number },
): Promise<TMyApplicationsResponse> {
  const filters: SQL[] = [eq(applications.applicantId, input.viewer.id)];
  if (input.status) filters.push(eq(applications.status, input.status));
  const [rows, counts] = await Promise.all([
    ctx.db
      .select({
        application: applications,
        task: {
          id: tasks.id,
          title: tasks.title,
          status: tasks.status,
          category: tasks.category,
          budgetType: tasks.budgetType,
          budgetMin: tasks.budgetMin,
          budgetMax: tasks.budgetMax,
          deadline: tasks.deadline,
          companyId: tasks.companyId,
          skillsKey: tasks.skillsKey,
        },
      })
      .from(applications)
      .innerJoin(tasks, eq(tasks.id, applications.taskId))
      .where(and(...filters))
      .orderBy(sql`${applications.createdAt} desc nulls last`, asc(applications.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    applicationCounts(ctx, eq(applications.applicantId, input.viewer.id), applications.applicantId),
  ]);
  const [people, teamRefs] = await Promise.all([
    loadUserSummaries(
      ctx,
      rows.map((row) => row.task.companyId),
    ),
    loadTeamRefs(
      ctx,
      rows.map((row) => row.application.teamId),
    ),
  ]);
  const total = input.status
    ? counts[input.status]
    : counts.PENDING + counts.SHORTLISTED + counts.ACCEPTED + counts.REJECTED + counts.WITHDRAWN;
  const items: TMyApplicationItem[] = rows.map(({ application, task }) => {
    const company = people.get(task.companyId);
    return {
      id: application.id,
      status: application.status,
      proposedAmount: application.proposedAmount,
      estimatedDays: application.estimatedDays,
      rejectionReason: application.rejectionReason,
      match: { matched: application.matchCount, total: task.skillsKey.length },
      projectId: application.projectId,
      team: application.teamId ? (teamRefs.get(application.teamId) ?? null) : null,
      createdAt: application.createdAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
      task: {
        id: task.id,
        title: task.title,
        status: task.status,
        category: task.category,
        budgetType: task.budgetType,
        budgetMin: task.budgetMin,
        budgetMax: task.budgetMax,
        deadline: task.deadline,
        company: {
          id: task.companyId,
          name: company?.company?.name ?? company?.fullName ?? "Former company",
          logoUrl: company?.company?.logoUrl ?? company?.avatarUrl ?? null,
        },
      },
    };
  });
  return { items, pagination: buildPagination(total, input.page, input.limit), counts };
}
