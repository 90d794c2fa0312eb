/*
 * A tab opened before a deploy asks for screen chunks the server no longer has (their hashed
 * names changed). Reloading fetches the new index.html and its new chunk names, so the first
 * failure reloads the page; a second failure within RELOAD_GUARD_MS does not (the chunk is
 * really broken or the network is down) and the screen's error boundary says so instead.
 */

const RELOADED_AT_KEY = "crewlance:screen-reloaded-at";
export const RELOAD_GUARD_MS = 60_000;

/** What a screen's error boundary shows as "this screen's code did not load". */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super("A screen's code failed to load", { cause });
    this.name = "ScreenLoadError";
  }
}

export type ReloadTarget = { storage: Pick<Storage, "getItem" | "setItem">; reload: () => void; now: () => number };

const browser: ReloadTarget = {
  storage: {
    getItem: (key) => safeStorage()?.getItem(key) ?? null,
    setItem: (key, value) => safeStorage()?.setItem(key, value),
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/** sessionStorage, or undefined where the browser refuses it (private modes, sandboxed frames). */
function safeStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reloads the page unless it was reloaded for this reason a moment ago; says whether it did. */
export function reloadOnce(target: ReloadTarget = browser): boolean {
  const last = Number(target.storage.getItem(RELOADED_AT_KEY) ?? 0);
  const at = target.now();
  if (at - last < RELOAD_GUARD_MS) return false;
  target.storage.setItem(RELOADED_AT_KEY, String(at));
  target.reload();
  return true;
}

/**
 * What a failed load of a screen's module becomes: the page reloads once (the promise then never
 * settles, so nothing renders half-way while the page goes), or else a ScreenLoadError.
 */
export function recoverScreenLoad(error: unknown, target: ReloadTarget = browser): Promise<never> {
  if (reloadOnce(target)) return new Promise<never>(() => {});
  return Promise.reject(new ScreenLoadError(error));
}

/** Loads a screen's module, recovering from a failure as recoverScreenLoad says. */
export function loadScreenModule<T>(load: () => Promise<T>, target: ReloadTarget = browser): Promise<T> {
  return load().catch((error: unknown) => recoverScreenLoad(error, target));
}
