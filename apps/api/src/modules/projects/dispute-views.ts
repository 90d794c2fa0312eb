import type { TDispute, TMilestoneStatusV2, TProjectSide } from "@crewlance/contracts/projects";
import { feeGstFor } from "@crewlance/contracts/wallet";
import { asc, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { disputeStatements, type milestoneDisputes, milestones, projects } from "../../db/schema/projects";
import { loadUserSummaries } from "../users/index";
import { milestoneHistory } from "./activity";
import { partyOf } from "./people";
import { loadSubmissions } from "./submission-view";

/* A dispute as its parties and the admins see it: statements, deliveries, history, resolution. */

export type DisputeRow = typeof milestoneDisputes.$inferSelect;

export async function disputeViews(ctx: AppContext, rows: DisputeRow[]): Promise<TDispute[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const milestoneIds = rows.map((row) => row.milestoneId);
  const [projectRows, milestoneRows, statements, submissions, history] = await Promise.all([
    ctx.db
      .select()
      .from(projects)
      .where(
        inArray(
          projects.id,
          rows.map((row) => row.projectId),
        ),
      ),
    ctx.db.select().from(milestones).where(inArray(milestones.id, milestoneIds)),
    ctx.db
      .select()
      .from(disputeStatements)
      .where(inArray(disputeStatements.disputeId, ids))
      .orderBy(asc(disputeStatements.createdAt), asc(disputeStatements.id)),
    loadSubmissions(ctx, milestoneIds),
    milestoneHistory(ctx, milestoneIds),
  ]);
  const projectOf = new Map(projectRows.map((row) => [row.id, row]));
  const milestoneOf = new Map(milestoneRows.map((row) => [row.id, row]));
  const people = await loadUserSummaries(ctx, [
    ...projectRows.flatMap((row) => [row.companyId, row.freelancerId]),
    ...rows.flatMap((row) => [row.openedBy, ...(row.resolvedBy ? [row.resolvedBy] : [])]),
    ...statements.map((row) => row.authorId),
  ]);
  return rows.map((row) => {
    const project = projectOf.get(row.projectId)!;
    const milestone = milestoneOf.get(row.milestoneId)!;
    const party = (id: string) => partyOf(people.get(id), id);
    return {
      id: row.id,
      status: row.status,
      project: { id: project.id, title: project.title },
      milestone: {
        id: milestone.id,
        title: milestone.title,
        amount: milestone.amount,
        clientFee: milestone.clientFee ?? 0,
        clientFeeGst: feeGstFor(milestone.clientFee ?? 0, ctx.config.gst.rateBps),
        frozenFrom: row.frozenFrom as TMilestoneStatusV2,
        submissions: submissions.get(milestone.id) ?? [],
      },
      company: party(project.companyId),
      freelancer: party(project.freelancerId),
      openedBy: party(row.openedBy),
      openedBySide: row.openedBySide as TProjectSide,
      reason: row.reason,
      statements: [
        {
          author: party(row.openedBy),
          side: row.openedBySide as TProjectSide,
          text: row.reason,
          createdAt: row.createdAt.toISOString(),
        },
        ...statements
          .filter((statement) => statement.disputeId === row.id)
          .map((statement) => ({
            author: party(statement.authorId),
            side: statement.side as "COMPANY" | "FREELANCER" | "ADMIN",
            text: statement.text,
            createdAt: statement.createdAt.toISOString(),
          })),
      ],
      history: history.get(milestone.id) ?? [],
      resolution:
        row.status === "RESOLVED" && row.outcome && row.resolvedAt
          ? {
              outcome: row.outcome as "RELEASE" | "REFUND" | "SPLIT",
              freelancerAmount: row.freelancerAmount ?? 0,
              companyRefund: row.companyRefund ?? 0,
              note: row.note ?? "",
              resolvedBy: party(row.resolvedBy ?? row.openedBy),
              resolvedAt: row.resolvedAt.toISOString(),
            }
          : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
