/**
 * A failed lazy load of a screen (Vite's `vite:preloadError`) is reported and rethrown
 * unless a listener cancelled it with preventDefault (spec A1).
 */
export function installPreloadErrorHandler(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    console.error("Preload error: a screen failed to load", payload);
    if (!event.defaultPrevented) throw payload instanceof Error ? payload : new Error("Preload error");
  };
  target.addEventListener("vite:preloadError", onPreloadError);
  return () => target.removeEventListener("vite:preloadError", onPreloadError);
}
