import type { TRole } from "@crewlance/contracts/enums";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { signAppealToken } from "../../lib/tokens";
import { liftEndedSuspension } from "../users/index";

/*
 * Every way in refuses a suspended account with the same words; once the person proved who they
 * are, the refusal carries an appeal token that reads their standing and files an appeal
 * (decision 0092). A suspension whose days ran out is lifted here instead.
 */

export const SUSPENDED_MESSAGE = "This account has been suspended.";

/** The refusal, with its appeal token. */
export async function suspendedRefusal(ctx: AppContext, user: { id: string; role: TRole | null }): Promise<AppError> {
  const appealToken = await signAppealToken({ userId: user.id, role: user.role }, ctx.config.jwtSecret);
  return new AppError("ACCOUNT_SUSPENDED", SUSPENDED_MESSAGE, undefined, { appealToken });
}

/** True when the account is still suspended; an ended suspension is lifted and false is returned. */
export async function stillSuspended(ctx: AppContext, userId: string): Promise<boolean> {
  return !(await liftEndedSuspension(ctx, { userId }));
}
