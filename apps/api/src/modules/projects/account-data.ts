import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import {
  milestoneDisputes,
  milestoneSubmissions,
  milestones,
  projectFiles,
  projectReviews,
  projects,
} from "../../db/schema/projects";
import { type AccountDataPart, exportFile } from "../../lib/account-data";

/*
 * The projects module's side of "your data" (decision 0099): the projects a person is a party
 * of for their export, and what of them keeps the account from being deleted.
 */

const partyOf = (userId: string) => or(eq(projects.companyId, userId), eq(projects.freelancerId, userId));

/** projects.json: the person's projects with milestones, their submissions, reviews given and received. */
export async function projectDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const rows = await ctx.db.select().from(projects).where(partyOf(userId)).orderBy(projects.createdAt);
  const ids = rows.map((row) => row.id);
  const milestoneRows = ids.length
    ? await ctx.db.select().from(milestones).where(inArray(milestones.projectId, ids)).orderBy(milestones.position)
    : [];
  const submissions = await ctx.db.select().from(milestoneSubmissions).where(eq(milestoneSubmissions.authorId, userId));
  const reviews = await ctx.db
    .select()
    .from(projectReviews)
    .where(or(eq(projectReviews.authorId, userId), eq(projectReviews.subjectId, userId)));
  const files = await ctx.db.select().from(projectFiles).where(eq(projectFiles.uploaderId, userId));
  return {
    data: {
      projects: rows.map((project) => ({
        ...project,
        role: project.companyId === userId ? "COMPANY" : "FREELANCER",
        milestones: milestoneRows.filter((milestone) => milestone.projectId === project.id),
      })),
      submissions,
      reviewsGiven: reviews.filter((review) => review.authorId === userId),
      reviewsReceived: reviews.filter((review) => review.subjectId === userId && review.revealedAt),
      files: files.map(({ storagePath, ...file }) => ({
        ...file,
        exportedAs: exportFile("private", storagePath, "project-files").name,
      })),
    },
    files: files.map((file) => exportFile("private", file.storagePath, "project-files")),
  };
}

/** What of the person's projects stops the deletion: active ones, money in escrow for their work, open disputes. */
export type ProjectCommitments = { activeProjects: number; escrowForTheirWork: number; openDisputes: number };

const HELD = ["FUNDED", "SUBMITTED", "REVISION_REQUESTED", "DISPUTED"] as const;

export async function projectCommitmentsOf(ctx: AppContext, userId: string): Promise<ProjectCommitments> {
  const [active] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(partyOf(userId), inArray(projects.status, ["ACTIVE", "DISPUTED"])));
  const [held] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(eq(projects.freelancerId, userId), inArray(milestones.status, [...HELD])));
  const [disputes] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(milestoneDisputes)
    .innerJoin(projects, eq(projects.id, milestoneDisputes.projectId))
    .where(and(partyOf(userId), eq(milestoneDisputes.status, "OPEN"), ne(projects.status, "CANCELLED")));
  return {
    activeProjects: active?.count ?? 0,
    escrowForTheirWork: held?.count ?? 0,
    openDisputes: disputes?.count ?? 0,
  };
}
