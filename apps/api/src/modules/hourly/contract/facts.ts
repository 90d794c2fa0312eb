import { eq } from "drizzle-orm";
import { hourlyContracts } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { forbidden } from "../../../lib/errors";
import type { HourlyFacts } from "../../../lib/events";
import type { TxContext } from "../../../lib/transaction";
import type { ProjectRow } from "../../projects/index";
import { type HourlyContractRow, type HourlySide, loadContract } from "../access";

/* What the contract's use cases share: the rows locked for a party, the contract's writes, its facts. */

export type LockedContract = { project: ProjectRow; contract: HourlyContractRow; side: HourlySide };

/** Who an hourly event is about: the project and its parties (the contract's are the project's). */
export function hourlyFacts(project: ProjectRow): HourlyFacts {
  return {
    projectId: project.id,
    projectTitle: project.title,
    companyId: project.companyId,
    freelancerId: project.freelancerId,
  };
}

/**
 * The project and then the contract locked (the order every hourly change takes) for the side
 * that may act: 404 for anyone without access, 403 with a sentence for a side that may not.
 */
export async function lockContractFor(
  txCtx: TxContext,
  input: { projectId: string; userId: string },
  allowed: readonly HourlySide[],
  doing: string,
): Promise<LockedContract> {
  const locked = await loadContract(txCtx, { ...input, lock: true });
  if (!allowed.includes(locked.side)) {
    const who = allowed.length === 1 ? `the ${allowed[0]!.toLowerCase()}` : "the company or the freelancer";
    throw forbidden(`Only ${who} can ${doing}.`);
  }
  return locked;
}

export async function updateContract(
  txCtx: TxContext,
  projectId: string,
  values: Partial<HourlyContractRow>,
): Promise<HourlyContractRow> {
  const [row] = await txCtx.db
    .update(hourlyContracts)
    .set({ ...values, updatedAt: now() })
    .where(eq(hourlyContracts.projectId, projectId))
    .returning();
  return row!;
}

/** The contract row as it is now in the caller's transaction (after a step that may change it). */
export async function readContract(txCtx: TxContext, projectId: string): Promise<HourlyContractRow> {
  const [row] = await txCtx.db.select().from(hourlyContracts).where(eq(hourlyContracts.projectId, projectId));
  return row!;
}
