// Boardroom's service worker: after one visit the whole app loads from the cache, so it
// starts and plays with no network.
//
// scripts/post-build.mjs replaces the BUILD line below in release builds with this
// build's cache name, the list of every file in dist/ to cache on installing (Trunk hashes
// file names, so the list can only be known after the build): the parts of the app loaded
// when first needed too, so every game opens offline after one visit. Left as null
// (debug builds, `trunk serve`),
// the worker caches nothing and clears what an earlier release build cached, so
// development never runs stale code.
const BUILD = null;

const PREFIX = 'boardroom-';

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
  event.respondWith(cacheFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(BUILD.cache);
  const navigating = request.mode === 'navigate';
  // A page URL may carry a query (a shared game, say); the app shell is the same.
  const hit = await cache.match(request, { ignoreSearch: navigating });
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (offline) {
    // Any page inside the app's scope is the app itself.
    const shell = navigating && (await cache.match('./'));
    if (shell) return shell;
    throw offline;
  }
}
