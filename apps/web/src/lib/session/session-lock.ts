const LOCK_NAME = "crewlance-session-refresh";

/**
 * Runs `work` while no other tab of this browser runs its own: a Web Lock every tab of the origin
 * shares, so of several tabs whose access token expired together one refreshes and the others
 * wait, then find its new pair in local storage (decision 0077). Without Web Locks (old
 * browsers) it runs at once; the API's grace window still answers a second tab the same pair.
 */
export async function withSessionLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return work();
  return await locks.request(LOCK_NAME, work);
}
