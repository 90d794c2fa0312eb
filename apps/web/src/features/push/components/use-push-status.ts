import { useCallback, useEffect, useState } from "react";
import { pushRegistration, pushSupported } from "../browser-push";

/** Where push stands for this browser, as the card says it. */
export type PushStatus =
  | { kind: "checking" }
  | { kind: "unsupported" }
  | { kind: "no-service-worker" }
  | { kind: "blocked"; registration: ServiceWorkerRegistration }
  | { kind: "off"; registration: ServiceWorkerRegistration }
  | { kind: "on"; registration: ServiceWorkerRegistration; endpoint: string };

async function readStatus(): Promise<PushStatus> {
  if (!pushSupported()) return { kind: "unsupported" };
  const registration = await pushRegistration();
  if (!registration) return { kind: "no-service-worker" };
  const subscription = await registration.pushManager.getSubscription();
  if (subscription && Notification.permission === "granted") {
    return { kind: "on", registration, endpoint: subscription.endpoint };
  }
  if (Notification.permission === "denied") return { kind: "blocked", registration };
  return { kind: "off", registration };
}

/**
 * This browser's push status, read at mount and again when asked (after turning push on or off).
 * The service worker registers once the page has loaded, so a page opened first thing reads again
 * when it is ready.
 */
export function usePushStatus(): { status: PushStatus; refresh: () => Promise<void> } {
  const [status, setStatus] = useState<PushStatus>({ kind: "checking" });
  const refresh = useCallback(async () => setStatus(await readStatus()), []);
  useEffect(() => {
    let live = true;
    const update = () => readStatus().then((next) => live && setStatus(next));
    void update();
    if (pushSupported()) void navigator.serviceWorker.ready.then(update);
    return () => {
      live = false;
    };
  }, []);
  return { status, refresh };
}
