import { PUSH_RECEIVED_MESSAGE, type TPushPayload } from "@crewlance/contracts/push";
import { useEffect, useState } from "react";

/**
 * The latest push the service worker told this page about (its `PUSH_RECEIVED` message), so the
 * page can say so while it is open; null until one arrives.
 */
export function useLatestPush(): TPushPayload | null {
  const [latest, setLatest] = useState<TPushPayload | null>(null);
  useEffect(() => {
    if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === PUSH_RECEIVED_MESSAGE) setLatest(event.data.notification as TPushPayload);
    };
    const workers = navigator.serviceWorker;
    workers.addEventListener("message", onMessage);
    return () => workers.removeEventListener("message", onMessage);
  }, []);
  return latest;
}
