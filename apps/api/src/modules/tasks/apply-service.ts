import { APPLICATIONS_PER_DAY, type TApplication, type TApplyBody } from "@crewlance/contracts/applications";
import { offPlatformSignals } from "@crewlance/contracts/off-platform";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { emit } from "../../lib/events";
import { type TxContext, withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { assertMayReach, assertNotRestricted, flagOffPlatform, takeDailyAllowance } from "../safety/index";
import { assertCanApplyForTeam } from "../teams/index";
import { loadUserSummaries } from "../users/index";
import { getApplication } from "./application-access";
import { DAY_MS } from "./application-view";
import { skillMatch, taskColumns } from "./views";

/*
 * The daily cap and the duplicate check run under a per-applicant transaction lock, so of two
 * parallel applies both see the other.
 */

/** Refuses a second application within the cap's window, saying when the next one is possible. */
async function checkDailyCap(txCtx: TxContext, applicantId: string): Promise<void> {
  const since = new Date(now().getTime() - DAY_MS);
  const recent = await txCtx.db
    .select({ createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.applicantId, applicantId), sql`${applications.createdAt} > ${since}`))
    .orderBy(sql`${applications.createdAt} desc nulls last`, asc(applications.id))
    .limit(APPLICATIONS_PER_DAY);
  if (recent.length < APPLICATIONS_PER_DAY) return;
  const oldest = recent[recent.length - 1]!.createdAt;
  const next = new Date(oldest.getTime() + DAY_MS);
  throw new AppError(
    "RATE_LIMITED",
    `You can send at most ${APPLICATIONS_PER_DAY} applications in 24 hours. You can apply again after ${next.toISOString()}.`,
  );
}

/** POST /tasks/{id}/applications. */
export async function applyToTask(
  ctx: AppContext,
  input: { taskId: string; viewer: Viewer; body: TApplyBody },
): Promise<TApplication> {
  if (!input.viewer.emailVerified) throw forbidden("Verify your email address before you apply.");
  // A restriction stops new applications (decision 0092); applying never reaches a shared project.
  await assertNotRestricted(ctx, input.viewer.id, "APPLY");
  const teamId = input.body.teamId ?? null;
  let applicationId: string;
  try {
    applicationId = await withTransaction(ctx, async (txCtx) => {
      // One applicant's applies run one at a time: the cap and the duplicate check stay true.
      await txCtx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`apply:${input.viewer.id}`}, 0))`);
      // A team's admins apply for it one at a time too (one live application per team per task).
      const team = teamId ? await assertCanApplyForTeam(txCtx, { teamId, viewerId: input.viewer.id }) : null;
      if (team)
        await txCtx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`apply-team:${team.id}`}, 0))`);
      const [found] = await txCtx.db
        .select({ task: taskColumns })
        .from(tasks)
        .where(eq(tasks.id, input.taskId))
        .for("share");
      const task = found?.task;
      if (!task || task.status === "DRAFT" || task.hiddenAt) throw notFound("Task");
      if (task.companyId === input.viewer.id) throw new AppError("BUSINESS_RULE", "You cannot apply to your own task.");
      // A block either way stops applying, in a sentence that never says "blocked" (decision 0092).
      await assertMayReach(txCtx, { actorId: input.viewer.id, targetId: task.companyId, kind: "APPLY" });
      const earlier = await txCtx.db
        .select({ status: applications.status })
        .from(applications)
        .where(
          and(
            eq(applications.taskId, task.id),
            team ? eq(applications.teamId, team.id) : eq(applications.applicantId, input.viewer.id),
            team ? undefined : isNull(applications.teamId),
          ),
        );
      const previous = earlier.find((application) => application.status !== "WITHDRAWN");
      if (task.status !== "OPEN") {
        // A task no longer open is visible to those who applied, withdrawn or not (decision 0025).
        if (earlier.length === 0) throw notFound("Task");
        throw new AppError("CONFLICT", "This task is no longer open for applications.");
      }
      if (previous?.status === "REJECTED") {
        throw new AppError(
          "CONFLICT",
          team
            ? "The company has already declined your team's application to this task."
            : "The company has already declined your application to this task.",
        );
      }
      if (previous) {
        throw new AppError(
          "CONFLICT",
          team ? "Your team has already applied to this task." : "You have already applied to this task.",
        );
      }
      await checkDailyCap(txCtx, input.viewer.id);
      // A new account's daily proposals, counted in this transaction so a refused apply costs none.
      await takeDailyAllowance(txCtx, input.viewer.id, "PROPOSAL");
      const offPlatform = offPlatformSignals(input.body.coverLetter).length > 0;
      const people = await loadUserSummaries(txCtx, [input.viewer.id]);
      // A team is matched on the team's skills, a freelancer on their own.
      const applicantSkills = team
        ? team.skillsKey
        : (people.get(input.viewer.id)?.freelancer?.skills ?? []).map((skill) => skill.trim().toLowerCase());
      const at = now();
      const [row] = await txCtx.db
        .insert(applications)
        .values({
          taskId: task.id,
          applicantId: input.viewer.id,
          status: "PENDING",
          coverLetter: input.body.coverLetter,
          proposedAmount: input.body.proposedAmount,
          estimatedDays: input.body.estimatedDays,
          applicantSkillsKey: [...new Set(applicantSkills)],
          matchCount: skillMatch(task.skillsKey, applicantSkills).matched,
          teamId: team?.id ?? null,
          offPlatform,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: applications.id });
      if (offPlatform) {
        await flagOffPlatform(txCtx, { itemKind: "PROPOSAL", itemId: row!.id, subjectUserId: input.viewer.id });
      }
      await emit(txCtx, "ApplicationSubmitted", {
        taskId: task.id,
        taskTitle: task.title,
        companyId: task.companyId,
        applicationId: row!.id,
        applicantName: people.get(input.viewer.id)?.fullName ?? null,
        teamName: team?.name ?? null,
      });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        "CONFLICT",
        teamId ? "Your team has already applied to this task." : "You have already applied to this task.",
      );
    }
    throw error;
  }
  return getApplication(ctx, { applicationId, viewerId: input.viewer.id });
}
