import { NOTIFICATION_GROUPS } from "@crewlance/contracts/notification-groups";
import {
  DEFAULT_TIME_ZONE,
  ESSENTIAL_REASON,
  isEssential,
  type TNotificationPreferences,
  type TUpdateNotificationPreferencesRequest,
} from "@crewlance/contracts/notification-preferences";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import { digestFrequencyOf, setDigestFrequency } from "./digest-schedule";
import { preferencesOf, storePreferenceChanges, wants } from "./preferences";
import { recipientsOf } from "./recipients";

/** A person's switches for every group and channel, their digest and their time zone. */
export async function readNotificationPreferences(
  ctx: AppContext,
  input: { userId: string },
): Promise<TNotificationPreferences> {
  const book = await preferencesOf(ctx, [input.userId]);
  const person = (await recipientsOf(ctx, [input.userId])).get(input.userId);
  return {
    groups: NOTIFICATION_GROUPS.map((group) => ({
      group,
      essential: isEssential(group, "email"),
      channels: {
        in_app: wants(book, input.userId, group, "in_app"),
        email: wants(book, input.userId, group, "email"),
        push: wants(book, input.userId, group, "push"),
      },
    })),
    digest: await digestFrequencyOf(ctx, input.userId),
    timeZone: person?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/**
 * Changes switches and the digest. Turning off an essential switch is refused with a field error
 * on it (decision 0104): a silent "ignored" would let the screen believe it worked.
 */
export async function updateNotificationPreferences(
  ctx: AppContext,
  input: { userId: string; changes: TUpdateNotificationPreferencesRequest },
): Promise<TNotificationPreferences> {
  const changes = input.changes.changes ?? [];
  const refused = changes.flatMap((change, index) =>
    isEssential(change.group, change.channel) && !change.enabled
      ? [{ path: `changes.${index}.enabled`, message: ESSENTIAL_REASON }]
      : [],
  );
  if (refused.length > 0) throw new AppError("VALIDATION_ERROR", ESSENTIAL_REASON, refused);
  await withTransaction(ctx, async (txCtx) => {
    await storePreferenceChanges(
      txCtx,
      input.userId,
      changes.filter((change) => !isEssential(change.group, change.channel)),
    );
    if (input.changes.digest) await setDigestFrequency(txCtx, input.userId, input.changes.digest);
  });
  return readNotificationPreferences(ctx, { userId: input.userId });
}
