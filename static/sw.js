// Boardroom's service worker: after one visit the whole app loads from the cache, so it
// starts and plays with no network.
//
// scripts/post-build.mjs replaces the BUILD line below in release builds with this
// build's cache name, the list of every file in dist/ to cache on installing (Trunk hashes
// file names, so the list can only be known after the build), and the files to cache once
// a page uses them. Left as null (debug builds, `trunk serve`),
// the worker caches nothing and clears what an earlier release build cached, so
// development never runs stale code.
const BUILD = null;

const PREFIX = 'boardroom-';

// The paths of the files cached once used rather than on installing (BUILD.later).
const later = new Set((BUILD?.later ?? []).map((file) => new URL(file, self.location.href).pathname));

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (BUILD) {
        const cache = await caches.open(BUILD.cache);
        // `reload` skips the HTTP cache: the files must be this build's, not older copies.
        await cache.addAll(BUILD.files.map((file) => new Request(file, { cache: 'reload' })));
      }
      // Every file is in the cache now. On a first visit the worker takes over at
      // once; a new release waits until the page, having told the player, asks it
      // to (a page keeps the version it started with until then). A debug build's
      // worker takes over at once too, so `trunk serve` never runs stale code.
      if (!BUILD || !self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== BUILD?.cache) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (!BUILD || request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(cacheFirst(request, event));
});

async function cacheFirst(request, event) {
  const cache = await caches.open(BUILD.cache);
  const navigating = request.mode === 'navigate';
  // A page URL may carry a query (a shared game, say); the app shell is the same.
  const hit = await cache.match(request, { ignoreSearch: navigating });
  if (hit) return hit;
  try {
    const response = await fetch(request);
    // The build with playing on several devices is not precached (most players
    // never load it): kept once a page has, so it starts offline from then on.
    // The page reads its copy as it arrives; the cache takes the other meanwhile.
    if (response.ok && later.has(new URL(request.url).pathname)) event.waitUntil(cache.put(request, response.clone()));
    return response;
  } catch (offline) {
    // Any page inside the app's scope is the app itself.
    const shell = navigating && (await cache.match('./'));
    if (shell) return shell;
    throw offline;
  }
}
