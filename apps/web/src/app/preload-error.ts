/**
 * A failed lazy load of a screen (Vite's `vite:preloadError`) is reported and rethrown
 * unless a listener cancelled it with preventDefault.
 */
export function handlePreloadError(event: Event): void {
  const payload = (event as Event & { payload?: unknown }).payload;
  console.error("Preload error: a screen failed to load", payload);
  if (!event.defaultPrevented) throw payload instanceof Error ? payload : new Error("Preload error");
}

export function installPreloadErrorHandler(target: Window = window): () => void {
  target.addEventListener("vite:preloadError", handlePreloadError);
  return () => target.removeEventListener("vite:preloadError", handlePreloadError);
}
