import type { TPushSubscribeRequest } from "@crewlance/contracts/push";

/*
 * The browser's side of web push (decision 0105): whether this browser can receive pushes, the
 * registration of our service worker (app/service-worker.ts registers it in built apps only), and
 * its push subscription.
 */

export type PushSupport = "supported" | "unsupported" | "no-service-worker";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

/** Our service worker's registration, or undefined where none runs (the development server). */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Subscribes this browser with the server's key; only notifications the person sees (userVisibleOnly). */
export async function subscribeThisBrowser(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<TPushSubscribeRequest> {
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    expirationTime: subscription.expirationTime,
  };
}
