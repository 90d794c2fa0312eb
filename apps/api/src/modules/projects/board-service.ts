import type {
  TBoard,
  TBoardItem,
  TBoardItemCreateBody,
  TBoardItemPatchBody,
  TBoardStatus,
} from "@crewlance/contracts/projects";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { boardItems, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { loadUserSummaries } from "../users/index";
import { accessOf, loadWorkableProject, lockWorkableProject } from "./access";
import { recordActivity } from "./activity";
import { keyBetween } from "./fractional-key";
import { partyOf } from "./people";
import type { ProjectRow } from "./project-state";

/*
 * The project board (decision 0035). Cards sort by a fractional key within their column;
 * a move names the card it lands after (or the top), and the server computes a key between that
 * card and the next one while holding the project row locked — so two people moving cards at
 * once are applied one after the other, each against the order the other left, and no column is
 * ever renumbered. Assignees are the project's people: the company, the freelancer, the hired
 * team's members and the collaborators — who all work on the board.
 */

type BoardRow = typeof boardItems.$inferSelect;

const COLUMN_WORDS: Record<TBoardStatus, string> = {
  TODO: "To do",
  IN_PROGRESS: "In progress",
  IN_REVIEW: "In review",
  DONE: "Done",
};

const byPosition = sql`${boardItems.status}, ${boardItems.position} collate "C", ${boardItems.id}`;

async function boardViews(ctx: AppContext, rows: BoardRow[]): Promise<TBoardItem[]> {
  const people = await loadUserSummaries(
    ctx,
    rows.flatMap((row) => [row.createdBy, ...(row.assigneeId ? [row.assigneeId] : [])]),
  );
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    status: row.status,
    position: row.position,
    assignee: row.assigneeId ? partyOf(people.get(row.assigneeId), row.assigneeId) : null,
    dueDate: row.dueDate,
    createdBy: partyOf(people.get(row.createdBy), row.createdBy),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function getBoard(ctx: AppContext, input: { projectId: string; userId: string }): Promise<TBoard> {
  const project = await loadWorkableProject(ctx, input.projectId, input.userId);
  const rows = await ctx.db.select().from(boardItems).where(eq(boardItems.projectId, project.id)).orderBy(byPosition);
  return { items: await boardViews(ctx, rows) };
}

function requireOpen(project: ProjectRow) {
  if (project.status === "CANCELLED")
    throw new AppError("CONFLICT", "This project is cancelled: its board is read-only.");
}

async function checkAssignee(ctx: AppContext, project: ProjectRow, assigneeId: string | null | undefined) {
  if (assigneeId && !(await accessOf(ctx, project, assigneeId))) {
    throw new AppError("BUSINESS_RULE", "Assign the card to someone on this project.", [
      { path: "assigneeId", message: "Assign the card to someone on this project." },
    ]);
  }
}

/**
 * The key for a card placed in `status` after `afterId` (null: the top; undefined: the end),
 * ignoring the card being moved. Runs with the project row locked.
 */
async function positionFor(
  txCtx: TxContext,
  input: { projectId: string; status: TBoardStatus; afterId: string | null | undefined; movingId?: string },
): Promise<string> {
  const column = await txCtx.db
    .select({ id: boardItems.id, position: boardItems.position })
    .from(boardItems)
    .where(and(eq(boardItems.projectId, input.projectId), eq(boardItems.status, input.status)))
    .orderBy(sql`${boardItems.position} collate "C"`, boardItems.id);
  const others = column.filter((card) => card.id !== input.movingId);
  if (input.afterId === undefined) return keyBetween(others[others.length - 1]?.position ?? null, null);
  if (input.afterId === null) return keyBetween(null, others[0]?.position ?? null);
  const index = others.findIndex((card) => card.id === input.afterId);
  if (index < 0) {
    throw new AppError(
      "BUSINESS_RULE",
      "The card to place it after is not in that column any more. Reload the board.",
      [{ path: "afterId", message: "Not a card in that column." }],
    );
  }
  return keyBetween(others[index]!.position, others[index + 1]?.position ?? null);
}

export async function createBoardItem(
  ctx: AppContext,
  input: { projectId: string; userId: string; body: TBoardItemCreateBody },
): Promise<TBoardItem> {
  const row = await withTransaction(ctx, async (txCtx) => {
    const project = await lockWorkableProject(txCtx, input.projectId, input.userId);
    requireOpen(project);
    await checkAssignee(txCtx, project, input.body.assigneeId);
    const status = input.body.status ?? "TODO";
    const position = await positionFor(txCtx, { projectId: project.id, status, afterId: input.body.afterId });
    const at = now();
    const [row] = await txCtx.db
      .insert(boardItems)
      .values({
        projectId: project.id,
        title: input.body.title,
        description: input.body.description ?? "",
        status,
        position,
        assigneeId: input.body.assigneeId ?? null,
        dueDate: input.body.dueDate ?? null,
        createdBy: input.userId,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordActivity(txCtx, {
      projectId: project.id,
      type: "BOARD_ITEM_CREATED",
      actorId: input.userId,
      text: `Added the card '${row!.title}' to ${COLUMN_WORDS[status]}`,
      boardItemId: row!.id,
    });
    return row!;
  });
  return (await boardViews(ctx, [row]))[0]!;
}

async function lockItem(txCtx: TxContext, itemId: string, userId: string) {
  const [found] = await txCtx.db
    .select({ projectId: boardItems.projectId })
    .from(boardItems)
    .where(eq(boardItems.id, itemId));
  if (!found) throw notFound("Card");
  const [project] = await txCtx.db.select().from(projects).where(eq(projects.id, found.projectId)).for("update");
  if (!project || !(await accessOf(txCtx, project, userId))) throw notFound("Card");
  const [item] = await txCtx.db.select().from(boardItems).where(eq(boardItems.id, itemId)).for("update");
  if (!item) throw notFound("Card");
  return { project, item };
}

export async function updateBoardItem(
  ctx: AppContext,
  input: { itemId: string; userId: string; body: TBoardItemPatchBody },
): Promise<TBoardItem> {
  const row = await withTransaction(ctx, async (txCtx) => {
    const { project, item } = await lockItem(txCtx, input.itemId, input.userId);
    requireOpen(project);
    await checkAssignee(txCtx, project, input.body.assigneeId);
    const body = input.body;
    const values: Partial<BoardRow> = { updatedAt: now() };
    if (body.title !== undefined) values.title = body.title;
    if (body.description !== undefined) values.description = body.description;
    if (body.assigneeId !== undefined) values.assigneeId = body.assigneeId;
    if (body.dueDate !== undefined) values.dueDate = body.dueDate;
    const status = body.status ?? item.status;
    const moved = body.afterId !== undefined || status !== item.status;
    if (moved) {
      values.status = status;
      values.position = await positionFor(txCtx, {
        projectId: project.id,
        status,
        afterId: body.afterId,
        movingId: item.id,
      });
    }
    const [row] = await txCtx.db.update(boardItems).set(values).where(eq(boardItems.id, item.id)).returning();
    await recordActivity(txCtx, {
      projectId: project.id,
      type: moved ? "BOARD_ITEM_MOVED" : "BOARD_ITEM_UPDATED",
      actorId: input.userId,
      text:
        moved && status !== item.status
          ? `Moved '${row!.title}' from ${COLUMN_WORDS[item.status]} to ${COLUMN_WORDS[status]}`
          : moved
            ? `Reordered '${row!.title}' in ${COLUMN_WORDS[status]}`
            : `Updated the card '${row!.title}'`,
      boardItemId: row!.id,
    });
    return row!;
  });
  return (await boardViews(ctx, [row]))[0]!;
}

export async function deleteBoardItem(ctx: AppContext, input: { itemId: string; userId: string }): Promise<void> {
  await withTransaction(ctx, async (txCtx) => {
    const { project, item } = await lockItem(txCtx, input.itemId, input.userId);
    requireOpen(project);
    await txCtx.db.delete(boardItems).where(eq(boardItems.id, item.id));
    await recordActivity(txCtx, {
      projectId: project.id,
      type: "BOARD_ITEM_DELETED",
      actorId: input.userId,
      text: `Deleted the card '${item.title}'`,
      boardItemId: item.id,
    });
  });
}
