import type { TAccountDeletionRequest } from "@crewlance/contracts/privacy";
import type { AppContext } from "../../context";
import { accountDeletions } from "../../db/schema/privacy";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { afterCommit, withTransaction } from "../../lib/transaction";
import { confirmAccountOwner } from "../auth/index";
import { lockMoneyHeld } from "../money/index";
import { readAccountHolder } from "../users/index";
import { refuseWhileCommitted } from "./deletion-refusals";
import { accountDeletedEmail } from "./emails";

/*
 * Deleting one's account (decision 0099), in one transaction: the person proves it is them, the
 * reasons to wait are checked with the user row and wallet locked (a milestone funded at the
 * same moment waits for the lock and then finds the account gone, or the deletion finds the
 * money moved and refuses), the goodbye mail is queued to the address before it is erased, and
 * AccountDeleted lets every module erase what it holds. The audit row keeps only id, role, time.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  input: TAccountDeletionRequest,
): Promise<{ deletedAt: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const holder = await readAccountHolder(txCtx, userId);
    if (!holder) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
    if (holder.role === "ADMIN") {
      throw new AppError(
        "FORBIDDEN",
        "An admin account cannot be deleted here. Ask another admin to remove your role first.",
      );
    }
    const at = now();
    await confirmAccountOwner(txCtx, { userId, password: input.password, code: input.code, at });
    const money = await lockMoneyHeld(txCtx, userId);
    await refuseWhileCommitted(txCtx, userId, money);
    await ctx.mailer.enqueue(txCtx.db, accountDeletedEmail({ to: holder.email, fullName: holder.fullName }));
    await emit(txCtx, "AccountDeleted", { userId, at });
    await txCtx.db.insert(accountDeletions).values({ userId, role: holder.role, deletedAt: at });
    afterCommit(txCtx, () => ctx.mailer.kick());
    return { deletedAt: at.toISOString() };
  });
}
