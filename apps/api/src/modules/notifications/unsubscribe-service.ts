import {
  GROUP_LABELS,
  type TUnsubscribeResult,
  type TUnsubscribeScope,
} from "@crewlance/contracts/notification-preferences";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import { setDigestFrequency } from "./digest-schedule";
import { storePreferenceChanges } from "./preferences";
import { recipientsOf } from "./recipients";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

const INVALID_LINK =
  "This unsubscribe link is not valid. Open the latest email again, or change what we send you in your notification settings.";

function describe(scope: TUnsubscribeScope): TUnsubscribeResult {
  if (scope.kind === "digest") {
    return { kind: "digest", group: null, description: "The daily or weekly digest email" };
  }
  return {
    kind: "group_email",
    group: scope.group,
    description: `Emails about ${GROUP_LABELS[scope.group].toLowerCase()}`,
  };
}

/** The person and scope of a link, refusing any token we did not sign or whose account is gone. */
async function scopeOfLink(ctx: AppContext, token: string | undefined) {
  const verified = token ? verifyUnsubscribeToken(ctx.config.jwtSecret, token) : null;
  if (!verified) throw new AppError("BAD_REQUEST", INVALID_LINK, [{ path: "token", message: INVALID_LINK }]);
  const person = (await recipientsOf(ctx, [verified.userId])).get(verified.userId);
  if (!person) throw new AppError("NOT_FOUND", "The account this link was sent to no longer exists.");
  return verified;
}

/** What a link would turn off, for the page that asks before doing it. */
export async function previewUnsubscribe(
  ctx: AppContext,
  input: { token: string | undefined },
): Promise<TUnsubscribeResult> {
  return describe((await scopeOfLink(ctx, input.token)).scope);
}

/** Turns off what the link names; doing it twice changes nothing more. */
export async function unsubscribe(ctx: AppContext, input: { token: string | undefined }): Promise<TUnsubscribeResult> {
  const { userId, scope } = await scopeOfLink(ctx, input.token);
  await withTransaction(ctx, async (txCtx) => {
    if (scope.kind === "digest") await setDigestFrequency(txCtx, userId, "off");
    else await storePreferenceChanges(txCtx, userId, [{ group: scope.group, channel: "email", enabled: false }]);
  });
  return describe(scope);
}
