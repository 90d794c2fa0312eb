import {
  indiaDateOf,
  indiaMidnight,
  weekStartOf,
  type ZHourlyHireTerms,
  ZHourlyRate,
} from "@crewlance/contracts/hourly";
import type { z } from "zod";
import { hourlyContracts } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";
import { emit } from "../../../lib/events";
import type { TxContext } from "../../../lib/transaction";
import type { ProjectRow } from "../../projects/index";
import type { HourlyContractRow } from "../access";
import { openWeek } from "../billing/open-week";

export type HourlyHireTerms = z.output<typeof ZHourlyHireTerms>;

/**
 * Starts the hourly contract of a project just hired by the hour (decision 0091), inside the
 * hire's transaction: the rate is the proposal's or the offer's, the terms the company's. The
 * freelancer side logs the time. A start date in this week opens (and funds) this week at once;
 * a later one waits for the sweep.
 */
export async function startHourlyContract(
  txCtx: TxContext,
  input: { project: ProjectRow; rate: number; terms: HourlyHireTerms; actorId: string },
): Promise<HourlyContractRow> {
  const { project, terms } = input;
  const rate = ZHourlyRate.safeParse(input.rate);
  if (!rate.success) throw new AppError("BUSINESS_RULE", rate.error.issues[0]!.message);
  const at = now();
  const today = indiaDateOf(at);
  const startDate = terms.startDate ?? today;
  if (startDate < today) {
    const message = "The start date cannot be in the past.";
    throw new AppError("BUSINESS_RULE", message, [{ path: "startDate", message }]);
  }
  const limited = terms.manualPolicy === "LIMITED";
  const [contract] = await txCtx.db
    .insert(hourlyContracts)
    .values({
      projectId: project.id,
      companyId: project.companyId,
      freelancerId: project.freelancerId,
      rate: input.rate,
      weeklyLimitHours: terms.weeklyLimitHours,
      manualPolicy: terms.manualPolicy,
      manualLimitHours: limited ? (terms.manualLimitHours ?? 0) : null,
      startDate,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await emit(txCtx, "HourlyContractStarted", {
    projectId: project.id,
    projectTitle: project.title,
    companyId: project.companyId,
    freelancerId: project.freelancerId,
    actorId: input.actorId,
    rate: input.rate,
    weeklyLimitHours: terms.weeklyLimitHours,
  });
  const weekStart = weekStartOf(at);
  if (weekStartOf(indiaMidnight(startDate)) === weekStart) {
    await openWeek(txCtx, { contract: contract!, weekStart });
  }
  return contract!;
}
