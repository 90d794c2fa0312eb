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
 * - A push (decision 0105) is shown as a notification and told to every open page; clicking the
 *   notification focuses a tab already on its link or opens one. Links stay on this site.
 */
const BUILD = self.__BUILD__;
const SHELL_CACHE = `crewlance-shell-${BUILD.version}`;
const ASSET_CACHE = "crewlance-assets";
const OFFLINE_PAGE = "/offline.html";
const OFFLINE_FILES = [OFFLINE_PAGE, "/offline.js", "/icons/icon-192.png", "/icons/favicon-32.png"];
const NEVER_CACHED = ["/api/", "/uploads/", "/socket.io/"];
const NOTIFICATION_ICON = "/icons/icon-192.png";
const PUSH_RECEIVED = "PUSH_RECEIVED";

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

/** The payload the server sends ({title, body, link, tag}); a push that is not ours still shows something. */
function readPush(event) {
  try {
    const data = event.data?.json() ?? {};
    return {
      title: typeof data.title === "string" ? data.title : "Crewlance",
      body: typeof data.body === "string" ? data.body : "",
      link: typeof data.link === "string" ? data.link : null,
      tag: typeof data.tag === "string" ? data.tag : "crewlance",
    };
  } catch {
    return { title: "Crewlance", body: event.data?.text() ?? "", link: null, tag: "crewlance" };
  }
}

self.addEventListener("push", (event) => {
  const notification = readPush(event);
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(notification.title, {
        body: notification.body,
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_ICON,
        tag: notification.tag,
        data: { link: notification.link },
      });
      const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const page of pages) page.postMessage({ type: PUSH_RECEIVED, notification });
    })(),
  );
});

/** The page a notification opens: its link on this site, or the home page for anything else. */
function targetOf(link) {
  const url = new URL(link ?? "/", self.location.origin);
  return url.origin === self.location.origin ? url : new URL("/", self.location.origin);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = targetOf(event.notification.data?.link);
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const onLink = pages.find((page) => {
        const url = new URL(page.url);
        return url.pathname === target.pathname && url.search === target.search;
      });
      if (onLink) return onLink.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
