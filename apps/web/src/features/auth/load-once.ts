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
