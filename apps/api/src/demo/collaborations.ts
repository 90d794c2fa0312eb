import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { collaborations } from "../db/schema/collaborations";
import { now } from "../lib/clock";
import { withTransaction } from "../lib/transaction";
import { createCollaboration } from "../modules/collaborations/index";

/*
 * Demo data, made through the service a company uses: the demo company's pending
 * offer to the demo freelancer, so /collaboration has something to answer on a fresh install.
 * Once per database (a transaction's advisory lock, then "any collaboration yet?").
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (days: number) => new Date(now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** False when there are collaborations already (or a demo account is missing). */
export async function seedDemoCollaborations(
  outer: AppContext,
  input: { companyId: string | undefined; freelancerId: string | undefined },
): Promise<boolean> {
  const { companyId, freelancerId } = input;
  if (!companyId || !freelancerId) return false;
  return withTransaction(outer, async (ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(727014)`);
    const [existing] = await ctx.db.select({ one: sql`1` }).from(collaborations).limit(1);
    if (existing) return false;
    await createCollaboration(ctx, {
      viewer: { id: companyId, role: "COMPANY", emailVerified: true },
      body: {
        kind: "OFFER",
        freelancerId,
        title: "Mobile check-in for our warehouse app",
        description:
          "A React Native screen for drivers to check in at the warehouse gate: scan a QR code, confirm the load, and sync when the network returns.",
        milestones: [
          { title: "Screens in Figma", amount: 1_200_000, dueDate: day(7) },
          { title: "Check-in and QR scan", amount: 2_400_000, dueDate: day(21) },
          { title: "Offline sync and release", amount: 1_900_000, dueDate: day(35) },
        ],
        message: "We liked your delivery tracker project. Happy to talk through the scope first.",
      },
    });
    return true;
  });
}
