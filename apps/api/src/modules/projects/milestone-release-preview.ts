import type { TReleasePreview } from "@crewlance/contracts/withholding";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestones, projects } from "../../db/schema/projects";
import { AppError, notFound } from "../../lib/errors";
import { previewRelease } from "../money/index";
import { accessOf } from "./access";
import { teamPayoutSplit } from "./payout-shares-service";

/*
 * What approving a milestone would pay (decision 0089): the money core's release preview for the
 * milestone's amount and recorded client fee, split as the release would split it. Only the
 * company and the freelancer side (a hired team's members too) may ask; the company reads the
 * totals, the hired side's lead every payee's line, a team member their own — a payee's TDS rate
 * tells whether they gave a PAN, which is theirs to show.
 */

const RELEASED = new Set(["APPROVED", "CANCELLED"]);

export async function milestoneReleasePreview(
  ctx: AppContext,
  input: { milestoneId: string; userId: string },
): Promise<TReleasePreview> {
  const [milestone] = await ctx.db.select().from(milestones).where(eq(milestones.id, input.milestoneId));
  if (!milestone) throw notFound("Milestone");
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, milestone.projectId));
  const access = project ? await accessOf(ctx, project, input.userId) : null;
  const mayAsk = access === "COMPANY" || access === "FREELANCER" || access === "TEAM_MEMBER";
  if (!project?.freelancerId || !mayAsk) throw notFound("Milestone");
  if (RELEASED.has(milestone.status)) {
    throw new AppError(
      "CONFLICT",
      "This milestone is already settled: its statement line shows what was paid and withheld.",
    );
  }
  const preview = await previewRelease(ctx, {
    freelancerId: project.freelancerId,
    amount: milestone.amount,
    clientFee: milestone.clientFee ?? undefined,
    payoutSplit: await teamPayoutSplit(ctx, { projectId: project.id }),
  });
  const payees =
    access === "FREELANCER"
      ? preview.payees
      : preview.payees.filter((payee) => access === "TEAM_MEMBER" && payee.userId === input.userId);
  return { milestoneId: milestone.id, ...preview, payees };
}
