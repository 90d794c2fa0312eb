import { lazy } from "react";

const RETRY_MAX_MS = 30_000;

/** The pause before the next try of something that failed `attempt` times before: 1 s, 2 s, 4 s … 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, 1_000 * 2 ** attempt);
}

/** Resolves when the browser is back online, or after a growing pause while it thinks it is. */
function nextChance(attempt: number): Promise<void> {
  if (navigator.onLine === false) {
    return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
  }
  return new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
}

/**
 * Loads a chunk no screen needs in order to paint (the user menu, the phone drawer, the toaster,
 * the live connection's client), trying again instead of failing. These load after the first
 * screen has painted (decision 0065), when a phone may already have lost its network, and a
 * rejected `lazy()` takes the whole page down with it: the load is tried again when the browser
 * is back online, or after 1 s, 2 s, 4 s … (at most 30 s) while it thinks it is online.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      console.warn("A part of the page loaded after the first screen did not arrive; trying again.", error);
      await nextChance(attempt);
    }
  }
}

/** `lazy()` through loadWhenOnline: the Suspense fallback stays until the part has arrived. */
export const lazyWhenOnline: typeof lazy = (load) => lazy(() => loadWhenOnline(load));
