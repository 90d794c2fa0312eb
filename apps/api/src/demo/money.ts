import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { walletDeposits, walletWithdrawals } from "../db/schema/money";
import { withTransaction } from "../lib/transaction";
import {
  checkWithdrawalDestination,
  createDeposit,
  developmentCredit,
  getWalletSummary,
  requestWithdrawal,
} from "../modules/money/index";
import { DEMO_FREELANCER_BANK } from "./tax";

const DEMO_DEPOSIT = 50_000_000;
const DEMO_WITHDRAWAL = 500_000;

/**
 * Demo money: the demo company adds ₹5,00,000, which the demo projects (modules/projects/seed.ts)
 * then fund and release — no made-up milestone, so every figure on the freelancer's profile comes
 * from a real project. A development credit (decision 0081), so it works with any
 * PAYMENT_PROVIDER: a Razorpay deposit would wait for a webhook that never comes. Runs once: a
 * company that already has a deposit is left alone. The caller (server.ts, the seed script) names
 * the demo users; this module does not read the users table.
 */
export async function seedDemoWallet(ctx: AppContext, input: { companyId: string | undefined }): Promise<boolean> {
  const { companyId } = input;
  if (!companyId || ctx.config.env === "production") return false;
  const [existing] = await ctx.db
    .select({ id: walletDeposits.id })
    .from(walletDeposits)
    .where(eq(walletDeposits.userId, companyId))
    .limit(1);
  if (existing) return false;
  // Above the per-deposit limit a person gets (DEPOSIT_MAX_INR); a credit is one deposit all the same.
  const prepared = developmentCredit();
  await withTransaction(ctx, (txCtx) => createDeposit(txCtx, { userId: companyId, amount: DEMO_DEPOSIT, prepared }));
  return true;
}

/**
 * After the demo projects have paid the freelancer: a ₹5,000 withdrawal to her verified bank
 * account (demo/tax.ts), waiting in the admin's queue (or paid by the payout provider). Runs once, and only when the freelancer has earned that much.
 */
export async function seedDemoWithdrawal(
  ctx: AppContext,
  input: { freelancerId: string | undefined },
): Promise<boolean> {
  const { freelancerId } = input;
  if (!freelancerId || ctx.config.env === "production") return false;
  const [existing] = await ctx.db
    .select({ id: walletWithdrawals.id })
    .from(walletWithdrawals)
    .where(eq(walletWithdrawals.userId, freelancerId))
    .limit(1);
  if (existing) return false;
  const { available } = await getWalletSummary(ctx, { userId: freelancerId });
  if (available < DEMO_WITHDRAWAL) return false;
  const body = { amount: DEMO_WITHDRAWAL, destination: DEMO_FREELANCER_BANK };
  // Verified as the withdrawal form's is: before the transaction, unless saved verified already.
  const destinationCheck = await checkWithdrawalDestination(ctx, { userId: freelancerId, body });
  await withTransaction(ctx, (txCtx) => requestWithdrawal(txCtx, { userId: freelancerId, body, destinationCheck }));
  return true;
}
