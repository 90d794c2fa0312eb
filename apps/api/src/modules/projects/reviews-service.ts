import {
  REVIEW_WINDOW_DAYS,
  type TProjectReviews,
  type TProjectSide,
  type TReview,
  type TReviewBody,
  type TUserReview,
  type TUserReviewPage,
} from "@crewlance/contracts/projects";
import { and, eq, inArray, isNotNull, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projectReviews, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { countUpToCap, pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { AppError, notFound } from "../../lib/errors";
import { preparedOnce, sqlInteger } from "../../lib/prepared";
import { withTransaction } from "../../lib/transaction";
import { createNotification } from "../notifications/index";
import { loadUserSummaries } from "../users/index";
import { recordActivity } from "./activity";
import { companyReviewFigures, refreshFreelancerFigures, refreshFreelancersFigures } from "./figures";
import { lockProject } from "./milestone-lock";
import { partyOf } from "./people";
import { type ProjectRow, reviewDeadlineOf, sideOf } from "./project-state";

/*
 * Reviews (decision 0036): once a project completes, each side reviews the other once,
 * within 14 days. Double-blind: a review is shown to its subject only when both are in (both
 * are revealed in the transaction of the second) or when the window closed (revealed by the
 * auto-approve sweep, and treated as revealed on read from that moment). Only revealed reviews
 * count in the figures, so a rating never changes before the review it comes from can be read.
 */

export { companyReviewFigures };

type ReviewRow = typeof projectReviews.$inferSelect;

function isVisible(row: ReviewRow, project: ProjectRow): boolean {
  const deadline = reviewDeadlineOf(project);
  return row.revealedAt !== null || (deadline !== null && deadline <= now());
}

async function reviewViews(ctx: AppContext, rows: ReviewRow[], hideFor: (row: ReviewRow) => boolean) {
  const people = await loadUserSummaries(
    ctx,
    rows.flatMap((row) => [row.authorId, row.subjectId]),
  );
  return rows.map((row): TReview => {
    const hidden = hideFor(row);
    return {
      id: row.id,
      projectId: row.projectId,
      author: partyOf(people.get(row.authorId), row.authorId),
      authorSide: row.authorSide as TProjectSide,
      subject: partyOf(people.get(row.subjectId), row.subjectId),
      rating: hidden ? null : row.rating,
      comment: hidden ? null : row.comment,
      hidden,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

async function projectReviewsFor(ctx: AppContext, project: ProjectRow, userId: string): Promise<TProjectReviews> {
  const rows = await ctx.db.select().from(projectReviews).where(eq(projectReviews.projectId, project.id));
  const views = await reviewViews(ctx, rows, (row) => row.authorId !== userId && !isVisible(row, project));
  const mine = views.find((view) => view.author.id === userId) ?? null;
  const theirs = views.find((view) => view.author.id !== userId) ?? null;
  const deadline = reviewDeadlineOf(project);
  const open = project.status === "COMPLETED" && deadline !== null && deadline > now();
  return {
    mine,
    theirs,
    canReview: open && mine === null,
    deadline: deadline?.toISOString() ?? null,
    revealsAt: views.some((view) => view.hidden) || (mine && !theirs) ? (deadline?.toISOString() ?? null) : null,
  };
}

export async function getProjectReviews(
  ctx: AppContext,
  input: { projectId: string; userId: string },
): Promise<TProjectReviews> {
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  if (!project || !sideOf(project, input.userId)) throw notFound("Project");
  return projectReviewsFor(ctx, project, input.userId);
}

export async function submitReview(
  ctx: AppContext,
  input: { projectId: string; userId: string; body: TReviewBody },
): Promise<TProjectReviews> {
  const project = await withTransaction(ctx, async (txCtx) => {
    const project = await lockProject(txCtx, input.projectId, input.userId);
    const side = sideOf(project, input.userId)!;
    if (project.status !== "COMPLETED") {
      throw new AppError("CONFLICT", "Reviews open when the project is completed.");
    }
    const deadline = reviewDeadlineOf(project)!;
    if (deadline <= now()) {
      throw new AppError(
        "CONFLICT",
        `The ${REVIEW_WINDOW_DAYS}-day review window closed on ${deadline.toISOString().slice(0, 10)}.`,
      );
    }
    const subjectId = side === "COMPANY" ? project.freelancerId : project.companyId;
    const at = now();
    const [inserted] = await txCtx.db
      .insert(projectReviews)
      .values({
        projectId: project.id,
        authorId: input.userId,
        subjectId,
        authorSide: side,
        rating: input.body.rating,
        comment: input.body.comment,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: projectReviews.id });
    if (!inserted) throw new AppError("CONFLICT", "You have already reviewed this project.");
    const [other] = await txCtx.db
      .select({ id: projectReviews.id })
      .from(projectReviews)
      .where(and(eq(projectReviews.projectId, project.id), eq(projectReviews.authorId, subjectId)));
    if (other) {
      await txCtx.db
        .update(projectReviews)
        .set({ revealedAt: at })
        .where(and(eq(projectReviews.projectId, project.id), isNull(projectReviews.revealedAt)));
      await refreshFreelancerFigures(txCtx, project.freelancerId);
    }
    await recordActivity(txCtx, {
      projectId: project.id,
      type: "REVIEW_SUBMITTED",
      actorId: input.userId,
      text: other
        ? "Left a review; both reviews are now visible"
        : "Left a review; it shows when the other side reviews too, or in 14 days",
    });
    await createNotification(txCtx, {
      userId: subjectId,
      type: "REVIEW_RECEIVED",
      title: "Review received",
      body: other
        ? `You have a new review on '${project.title}'; both reviews are now visible.`
        : `You have a new review on '${project.title}'. It shows when you review too, or when the 14 days are over.`,
      link: `/project-management/${project.id}`,
      data: { projectId: project.id },
    });
    return project;
  });
  return projectReviewsFor(ctx, project, input.userId);
}

/** Reveals the reviews whose window closed and refreshes their subjects' figures (the sweep). */
export async function revealDueReviews(ctx: AppContext): Promise<number> {
  const cutoff = new Date(now().getTime() - REVIEW_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return withTransaction(ctx, async (txCtx) => {
    const due = await txCtx.db.execute<{ id: string; subject_id: string; author_side: string }>(sql`
      select r.id, r.subject_id, r.author_side from ${projectReviews} r
        join ${projects} p on p.id = r.project_id
       where r.revealed_at is null and p.completed_at <= ${cutoff.toISOString()}::timestamptz
       limit 200
       for update of r skip locked`);
    if (due.rows.length === 0) return 0;
    await txCtx.db
      .update(projectReviews)
      .set({ revealedAt: now() })
      .where(
        inArray(
          projectReviews.id,
          due.rows.map((row) => row.id),
        ),
      );
    const freelancers = new Set(due.rows.filter((row) => row.author_side === "COMPANY").map((row) => row.subject_id));
    await refreshFreelancersFigures(txCtx, [...freelancers]);
    return due.rows.length;
  });
}

/**
 * Keyset position: strictly older than the review named by the cursor, read in the database so
 * no timestamp precision is lost; a cursor that is not one of the user's reviews matches nothing.
 */
function olderThan(userId: string, cursor: string): SQL {
  return sql`(${projectReviews.createdAt}, ${projectReviews.id}) < (
    select c.created_at, c.id from ${projectReviews} c where c.id = ${cursor} and c.subject_id = ${userId})`;
}

/**
 * The reviews about a user that anyone may read: revealed and not hidden by moderation, as the
 * figures count them (decisions 0036, 0092), so a list and the "★ 4.5 (2)" beside it agree.
 */
function visibleAbout(userId: string | Placeholder): SQL | undefined {
  return and(
    eq(projectReviews.subjectId, userId),
    isNotNull(projectReviews.revealedAt),
    isNull(projectReviews.hiddenAt),
  );
}

const NEWEST_FIRST = [sql`${projectReviews.createdAt} desc`, sql`${projectReviews.id} desc`] as const;

/** The review rows as a list shows them, each with its project's title. */
async function userReviewItems(ctx: AppContext, rows: ReviewRow[]): Promise<TUserReview[]> {
  if (rows.length === 0) return [];
  const [projectRows, views] = await Promise.all([
    ctx.db
      .select({ id: projects.id, title: projects.title })
      .from(projects)
      .where(
        inArray(
          projects.id,
          rows.map((row) => row.projectId),
        ),
      ),
    reviewViews(ctx, rows, () => false),
  ]);
  const titles = new Map(projectRows.map((row) => [row.id, row.title]));
  return views.map((view) => ({ ...view, projectTitle: titles.get(view.projectId) ?? "" }));
}

/**
 * GET /reviews?userId=: the visible reviews about a user, newest first, by page number or after a
 * cursor; one row more than the page tells whether another follows.
 */
export async function listUserReviews(
  ctx: AppContext,
  input: { userId: string; page: number; cursor?: string; limit: number },
): Promise<TUserReviewPage> {
  const about = visibleAbout(input.userId);
  const { rows, pagination } = await pageWithCappedTotal(
    {
      page: ctx.db
        .select()
        .from(projectReviews)
        .where(input.cursor ? and(about, olderThan(input.userId, input.cursor)) : about)
        .orderBy(...NEWEST_FIRST)
        .limit(input.limit + 1)
        .offset(input.cursor ? 0 : (input.page - 1) * input.limit),
      count: countUpToCap(ctx, projectReviews, about),
    },
    input,
  );
  const page = rows.slice(0, input.limit);
  return {
    items: await userReviewItems(ctx, page),
    pagination,
    nextCursor: rows.length > input.limit ? page[page.length - 1]!.id : null,
  };
}

/** The newest visible reviews about a user with no count or paging: what a public page shows. */
export async function recentUserReviews(
  ctx: AppContext,
  input: { userId: string; limit: number },
): Promise<TUserReview[]> {
  // Every public profile visit asks this: prepared once per connection (decision 0059).
  const statement = preparedOnce(ctx, `projects:recent-reviews:${input.limit}`, (name) =>
    ctx.db
      .select()
      .from(projectReviews)
      .where(visibleAbout(sql.placeholder("userId")))
      .orderBy(...NEWEST_FIRST)
      .limit(sqlInteger(input.limit) as unknown as number)
      .prepare(name),
  );
  return userReviewItems(ctx, await statement.execute({ userId: input.userId }));
}
