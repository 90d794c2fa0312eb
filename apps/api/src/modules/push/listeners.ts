import { onEvent } from "../../lib/events";
import { afterCommit } from "../../lib/transaction";
import { registerNotificationChannel } from "../notifications/index";
import { deletePushDevicesOf } from "./account-data";
import { enqueuePushes } from "./queue";
import { kickPushWorker } from "./worker";

/*
 * The push module's reactions (decision 0105): every notification handed to the push channel is
 * queued for each of its person's devices in the notification's transaction, and the worker is
 * woken after the commit; a deleted account's devices go (decision 0099).
 */
export function listen(): void {
  registerNotificationChannel("push", async (ctx, notifications) => {
    if (!ctx.config.push.vapidKeys) return;
    if (await enqueuePushes(ctx, notifications)) afterCommit(ctx, () => kickPushWorker(ctx));
  });
  onEvent("AccountDeleted", (txCtx, event) => deletePushDevicesOf(txCtx, { userId: event.userId }));
}
