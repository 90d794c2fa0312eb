import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { walletDeposits } from "../../db/schema/wallet";
import { withTransaction } from "../../lib/transaction";
import { createDeposit, prepareDeposit } from "./deposit-service";
import { fundEscrow, releaseEscrow } from "./escrow-service";
import { requestWithdrawal } from "./withdrawal-service";

/**
 * Demo money through the real services (dev provider): the demo company adds ₹5,00,000 and pays
 * the demo freelancer one ₹25,000 milestone, and the freelancer asks to withdraw ₹5,000. Runs
 * once: a company that already has a deposit is left alone. The caller (server.ts, the seed
 * script) names the demo users; this module does not read the users table.
 */
export async function seedDemoWallet(
  ctx: AppContext,
  input: { companyId: string | undefined; freelancerId: string | undefined },
): Promise<boolean> {
  const { companyId, freelancerId } = input;
  if (!companyId || !freelancerId || ctx.config.wallet.provider !== "dev") return false;
  const [existing] = await ctx.db
    .select({ id: walletDeposits.id })
    .from(walletDeposits)
    .where(eq(walletDeposits.userId, companyId))
    .limit(1);
  if (existing) return false;
  const amount = 50_000_000;
  const prepared = await prepareDeposit(
    {
      ...ctx,
      config: {
        ...ctx.config,
        wallet: { ...ctx.config.wallet, depositMax: Math.max(amount, ctx.config.wallet.depositMax) },
      },
    },
    { userId: companyId, amount },
  );
  await withTransaction(ctx, async (txCtx) => {
    await createDeposit(txCtx, { userId: companyId, amount, prepared });
    const milestone = {
      kind: "MILESTONE" as const,
      id: "demo-milestone-1",
      label: "Demo: landing page design",
      projectId: null,
    };
    await fundEscrow(txCtx, {
      companyId,
      amount: 2_500_000,
      idempotencyKey: "demo:milestone-1:fund",
      reference: milestone,
    });
    await releaseEscrow(txCtx, {
      companyId,
      freelancerId,
      amount: 2_500_000,
      idempotencyKey: "demo:milestone-1:release",
      reference: milestone,
    });
    await requestWithdrawal(txCtx, {
      userId: freelancerId,
      body: { amount: 500_000, destination: { type: "UPI", vpa: "priya.sharma@okhdfc" } },
    });
  });
  return true;
}
