import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { liveHourlyContractsOf } from "../hourly/index";
import type { MoneyHeld } from "../money/index";
import { projectCommitmentsOf, rupees } from "../projects/index";
import { ownedTeamsWithOthers } from "../teams/index";

/*
 * What keeps an account from being deleted (decision 0099): money or work still owed to or by
 * someone else. Each reason is its own sentence, naming what to do first.
 */

const refuse = (message: string) => new AppError("CONFLICT", message);

/** Throws the first reason the account cannot be deleted yet; `money` is read with the wallet locked. */
export async function refuseWhileCommitted(ctx: AppContext, userId: string, money: MoneyHeld): Promise<void> {
  const projects = await projectCommitmentsOf(ctx, userId);
  if (money.escrowPaise > 0) {
    throw refuse(
      `${rupees(money.escrowPaise)} of yours is in escrow for milestones or hourly weeks. Close or cancel that work before deleting your account.`,
    );
  }
  if (projects.escrowForTheirWork > 0) {
    throw refuse(
      "Money is held in escrow for your work on a milestone. Finish it or let the company cancel it before deleting your account.",
    );
  }
  if (projects.openDisputes > 0) {
    throw refuse("You have an open dispute. It must be resolved before you can delete your account.");
  }
  if (projects.activeProjects > 0) {
    throw refuse("You have an active project. Complete or cancel it before deleting your account.");
  }
  if ((await liveHourlyContractsOf(ctx, userId)) > 0) {
    throw refuse("You have an hourly contract that has not ended. End it before deleting your account.");
  }
  if (money.pendingWithdrawals > 0) {
    throw refuse(
      "A withdrawal of yours is still being paid. Wait until it is paid or failed, then delete your account.",
    );
  }
  if (money.availablePaise > 0) {
    throw refuse(`Withdraw your ${rupees(money.availablePaise)} first: deleting the account would leave it behind.`);
  }
  const teams = await ownedTeamsWithOthers(ctx, userId);
  if (teams.length > 0) {
    throw refuse(
      `You own ${teams.map((name) => `“${name}”`).join(", ")} with other members. Transfer the ownership or remove the members first.`,
    );
  }
}
