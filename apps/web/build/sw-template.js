/*
 * Crewlance's service worker (decision 0100). The build writes it to sw.js with BUILD filled in:
 * this build's version, the app shell (what index.html loads) and every hashed asset's name.
 * - The shell and the offline page are cached at install; other hashed assets when first used.
 *   Hashed names never change content, so those answer from the cache first.
 * - Pages come from the network (index.html is revalidated on every visit); offline, the
 *   offline page answers instead.
 * - Nothing under /api, /uploads or /socket.io is ever touched: private answers stay uncached.
 * - A new build waits until the page asks it to take over (the update prompt), so a tab never
 *   runs half old, half new code.
 */
const BUILD = self.__BUILD__;
const SHELL_CACHE = `crewlance-shell-${BUILD.version}`;
const ASSET_CACHE = "crewlance-assets";
const OFFLINE_PAGE = "/offline.html";
const OFFLINE_FILES = [OFFLINE_PAGE, "/offline.js", "/icons/icon-192.png", "/icons/favicon-32.png"];
const NEVER_CACHED = ["/api/", "/uploads/", "/socket.io/"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll([...OFFLINE_FILES, ...BUILD.shell])));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("crewlance-shell-") && name !== SHELL_CACHE) await caches.delete(name);
      }
      // Assets of builds before this one are no longer asked for by any page this worker serves.
      const current = new Set(BUILD.assets);
      const assets = await caches.open(ASSET_CACHE);
      for (const request of await assets.keys()) {
        if (!current.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
    return;
  }
  if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(request));
  // What the offline page itself loads (its script, its picture) must come from the cache too.
  else if (OFFLINE_FILES.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
  }
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const answer = await fetch(request);
  // A name the server no longer has answers index.html (its catch-all): never keep that as a script.
  const isHtml = (answer.headers.get("content-type") ?? "").startsWith("text/html");
  if (answer.ok && !isHtml) {
    const copy = answer.clone();
    await caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return answer;
}
