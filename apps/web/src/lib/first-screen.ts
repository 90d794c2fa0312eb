import { startTransition, useEffect, useState } from "react";

/*
 * What no screen needs in order to paint (the user menu's Radix dropdown, the phone drawer, sonner,
 * the live connection, the unread count, the user's refetch) used to start as soon as the shell
 * rendered, before the screen inside it: on a phone it shared the bandwidth and the main thread with
 * the screen's own chunks and data, and Lighthouse counted every request that finished before the
 * largest paint into it (decisions 0061, 0065). It now waits until the first screen has painted and
 * the browser is idle after it.
 */
let settled = false;
let markSettled: () => void = () => {};
const firstScreenSettled = new Promise<void>((resolve) => {
  markSettled = () => {
    settled = true;
    resolve();
  };
});
let rendered = false;

/** Called from every screen's first effect (app/router.tsx); only the first call counts. */
export function screenRendered(): void {
  if (rendered) return;
  rendered = true;
  // Effects run before the browser paints their commit: a frame, then a task, and it has; then
  // the first idle moment, once the frame is on screen and the main thread has nothing to do.
  requestAnimationFrame(() => setTimeout(() => whenIdle(markSettled), 0));
}

/**
 * Runs `task` when the browser is idle (or 200 ms later where there is no requestIdleCallback).
 * Returns a cleanup for useEffect.
 */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` once the first screen has painted and the browser is idle after it (the user's
 * refetch on load, the sign-up form's prefetch). Returns a cleanup for useEffect.
 */
export function afterFirstScreen(task: () => void): () => void {
  let cancelled = false;
  void firstScreenSettled.then(() => {
    if (!cancelled) task();
  });
  return () => {
    cancelled = true;
  };
}

/** False until the first screen of this visit has painted and the browser idled, then true for good. */
export function useFirstScreenPainted(): boolean {
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (done) return;
    let mounted = true;
    // A transition: what waited (menu, drawer, toaster) mounts in slices, not in one long task.
    void firstScreenSettled.then(() => mounted && startTransition(() => setDone(true)));
    return () => {
      mounted = false;
    };
  }, [done]);
  return done;
}
