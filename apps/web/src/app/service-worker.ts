/*
 * Registers sw.js (built by build/service-worker.ts, decision 0100) and tells the page when a new
 * build's worker is installed and waiting: the update prompt offers to switch, and the switch
 * reloads the page once the new worker controls it.
 */

type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** The worker of a new build, installed and waiting for the page's word; null when none. */
export function waitingWorker(): ServiceWorker | null {
  return waiting;
}

export function onWaitingWorker(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the waiting worker to take over; the page reloads when it does. */
export function switchToNewVersion(): void {
  waiting?.postMessage({ type: "SKIP_WAITING" });
}

function watch(registration: ServiceWorkerRegistration): void {
  // A worker waiting at load is a new build from an earlier visit; a worker installing now is one
  // found by this visit's check. Either is "new" only if an older worker controls the page.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
}

/** Registers the worker in built apps (not the dev server, whose modules are not hashed). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The first install claims the page too; only a switch from an older worker needs a reload.
    if (reloading || !waiting) return;
    reloading = true;
    window.location.reload();
  });
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").then(watch, (error: unknown) => {
      console.error("The service worker could not be registered", error);
    });
  });
}
