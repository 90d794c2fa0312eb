/**
 * A loader that runs once and shares its promise, for code the login page leaves out of its first
 * download (decision 0020): the forms start it when a field first gets focus, so the first submit
 * rarely waits, and await it on submit. A failed load is not remembered: the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** Starts a load without waiting for it; a failure surfaces when the form awaits the load. */
export function startLoading(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * Runs `task` once the browser is idle after the first paint (or after a second where there is no
 * requestIdleCallback), so a prefetch does not compete with the page's own first render.
 * Returns a cleanup for useEffect.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}
