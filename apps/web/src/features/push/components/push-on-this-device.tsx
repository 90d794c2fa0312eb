import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { fetchPushPublicKey, forgetSubscription, pushDevicesQuery, pushKeys, saveSubscription } from "../api";
import { subscribeThisBrowser } from "../browser-push";
import { useLatestPush } from "../push-messages";
import { type PushStatus, usePushStatus } from "./use-push-status";

const SENTENCES: Record<PushStatus["kind"], string> = {
  checking: "Checking this browser…",
  unsupported: "This browser cannot receive push notifications.",
  "no-service-worker":
    "Push notifications need the app's service worker, which is not running on this page (the development server has none).",
  blocked:
    "Notifications are blocked for Crewlance in this browser's settings. Allow them there, then turn push on here.",
  off: "Push notifications are off for this browser.",
  on: "Push notifications are on for this browser.",
};

class PermissionNotGiven extends Error {
  constructor() {
    super("Notifications were not allowed, so push stays off. Allow them when the browser asks.");
  }
}

/** The API's sentence, ours for a refused permission, and one for the browser's own failures. */
function failureText(error: Error): string {
  if (error instanceof PermissionNotGiven) return error.message;
  if (error instanceof ApiError) return errorMessage(error);
  return "This browser could not subscribe to push notifications. Please try again.";
}

/**
 * "Push notifications" (decision 0105): whether this browser receives them, turning them on (the
 * browser asks permission, subscribes with the server's key through our service worker, and the
 * subscription is saved) and off, and the person's other devices that receive them.
 */
export function PushOnThisDevice() {
  const queryClient = useQueryClient();
  const { status, refresh } = usePushStatus();
  const devices = useQuery(pushDevicesQuery);
  const latest = useLatestPush();
  const done = async (message: string) => {
    await refresh();
    void queryClient.invalidateQueries({ queryKey: pushKeys.all });
    toast.success(message);
  };

  const turnOn = useMutation({
    mutationFn: async (registration: ServiceWorkerRegistration) => {
      if ((await Notification.requestPermission()) !== "granted") throw new PermissionNotGiven();
      const subscription = await subscribeThisBrowser(registration, await fetchPushPublicKey());
      await saveSubscription(subscription);
    },
    onSuccess: () => done("Push notifications are on for this browser."),
    onError: () => void refresh(),
  });
  const turnOff = useMutation({
    mutationFn: async (registration: ServiceWorkerRegistration) => {
      const subscription = await registration.pushManager.getSubscription();
      if (!subscription) return;
      // The server forgets it first: a browser that keeps it can still be unsubscribed by the next try.
      await forgetSubscription(subscription.endpoint).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
      await subscription.unsubscribe();
    },
    onSuccess: () => done("Push notifications are off for this browser."),
  });
  const busy = turnOn.isPending || turnOff.isPending;

  return (
    <Card className="p-5" aria-labelledby="push-heading" role="region">
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <div className="min-w-0">
          <h2 id="push-heading" className="text-base font-semibold text-fg">
            Push notifications
          </h2>
          <p className="mt-1 text-sm text-muted">
            Hear of new messages, applications and payments on this device, even when Crewlance is closed.
          </p>
        </div>
      </div>
      <div className="mt-4 space-y-4">
        <p className="text-sm font-medium text-fg" aria-live="polite" data-testid="push-status">
          {SENTENCES[status.kind]}
        </p>
        {status.kind === "off" ? (
          <Button onClick={() => turnOn.mutate(status.registration)} disabled={busy}>
            {turnOn.isPending ? "Turning on…" : "Turn on push notifications"}
          </Button>
        ) : null}
        {status.kind === "on" ? (
          <Button variant="secondary" onClick={() => turnOff.mutate(status.registration)} disabled={busy}>
            {turnOff.isPending ? "Turning off…" : "Turn off"}
          </Button>
        ) : null}
        {turnOn.error ? <FormAlert message={failureText(turnOn.error)} /> : null}
        {turnOff.error ? <FormAlert message={failureText(turnOff.error)} /> : null}
        {latest ? (
          <p className="rounded-xl border border-line px-4 py-3 text-sm text-fg" role="status">
            A push just arrived on this browser: {latest.title}
          </p>
        ) : null}
        {devices.data && devices.data.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-fg">Devices that receive them</h3>
            <ul className="mt-2 divide-y divide-line rounded-xl border border-line" aria-label="Push devices">
              {devices.data.map((device) => (
                <li key={device.id} className="px-4 py-3">
                  <p className="text-sm font-medium text-fg">{device.deviceLabel}</p>
                  <p className="text-xs text-muted">
                    Since {formatDate(new Date(device.createdAt), "local")} ·{" "}
                    {device.lastUsedAt
                      ? `last push ${formatDate(new Date(device.lastUsedAt), "local")}`
                      : "no push yet"}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
