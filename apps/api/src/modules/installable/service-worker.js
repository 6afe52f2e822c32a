// The storefront's service worker (served at /sw.js by routes.ts, which puts VERSION, SHELL and
// the domain's NETWORK_ONLY and IMAGES patterns, packages/domain/src/offline-pages.ts, in front of
// this file). Written by hand: a few strategies, no library (docs/dependencies.md).
// docs/reference/web.md, "Installable storefront", says what it caches and why.
//
// - The shell (the build's JS and CSS of the public pages, /offline, /menu) is cached at install,
//   under a cache named by the build's version.
// - Pages (menu and dish pages first among them) and their .data: network first, the kept copy
//   when offline: online, a diner always reads today's prices and sold-out marks.
// - Pictures: stale-while-revalidate (their URLs name their content).
// - What needs the network (checkout, cart, orders, account, staff, sign-in): network only; when
//   offline, the diner is sent to /offline, which says so.
// - Never the API's answers (prices, totals, sessions) but the pictures, not even when a tab
//   opens one, and never anything but a GET: the server prices every order. Of navigations,
//   only HTML pages are kept.
// - A new version installs in the background and takes over at the next page load, never in the
//   middle of one: the pages still open keep the previous version's files (one version is kept).
/* global self, caches, fetch, Request, Response, VERSION, SHELL, NETWORK_ONLY, IMAGES */

const PREFIX = 'platter-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const PAGES_CACHE = `${PREFIX}pages`;
const IMAGES_CACHE = `${PREFIX}images`;
const MAX_IMAGES = 200;
const MAX_PAGES = 60;


self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(SHELL.assets);
      const pages = await caches.open(PAGES_CACHE);
      await Promise.all(SHELL.pages.map(async (path) => keep(pages, new Request(path), await fetch(path, { credentials: 'same-origin' }))));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The previous version's shell stays: pages opened with it still load their code from it.
      // caches.keys() lists in the order they were made: the last other one is the previous version.
      const others = (await caches.keys()).filter((name) => name.startsWith(`${PREFIX}shell-`) && name !== SHELL_CACHE);
      await Promise.all(others.slice(0, -1).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data ?? {};
  if (message.type === 'version') event.ports[0]?.postMessage({ version: VERSION });
  // From the active worker, at a page load: this (waiting) version takes over.
  if (message.type === 'take-over') self.skipWaiting();
  // The page's own pictures and files, loaded before this worker controlled it (the first visit).
  if (message.type === 'keep' && Array.isArray(message.urls)) {
    event.waitUntil(keepUrls(message.urls.filter((url) => typeof url === 'string').slice(0, MAX_IMAGES)));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/sw.js') return;
  // The API's answers go to the network, a navigation to one too (opened in a tab): never kept.
  if (url.pathname.startsWith('/api/') && (request.mode === 'navigate' || !IMAGES.test(url.pathname))) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigate(event, url));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(shellFile(request));
    return;
  }
  if (IMAGES.test(url.pathname)) {
    event.respondWith(staleWhileRevalidate(event, request, IMAGES_CACHE));
    return;
  }
  if (url.pathname.endsWith('.data') && !NETWORK_ONLY.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});

async function navigate(event, url) {
  // A new version waits for a page load to take over: this one, its HTML from the network.
  const waiting = self.registration.waiting;
  if (waiting) waiting.postMessage({ type: 'take-over' });
  if (NETWORK_ONLY.test(url.pathname)) return fetch(event.request).catch(() => offline(url));
  return networkFirst(event.request, isPage);
}

/** Only pages are kept from navigations (not a manifest, an icon or a JSON file opened in a tab). */
function isPage(response) {
  return (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/** /offline, naming the page that needs the network so it can offer it again. */
function offline(url) {
  return Response.redirect(`/offline?from=${encodeURIComponent(url.pathname + url.search)}`, 303);
}

/** The build's files never change under a name: any version's cache, else the network (and kept). */
async function shellFile(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SHELL_CACHE)).put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(event, request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request, { ignoreVary: true });
  const fresh = fetch(request).then(async (response) => {
    if (response.ok && response.type === 'basic') await keep(cache, request, response.clone(), MAX_IMAGES);
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

async function networkFirst(request, worthKeeping = () => true) {
  const cache = await caches.open(PAGES_CACHE);
  // /offline?from=… is one page, kept once.
  const key = new URL(request.url).pathname === '/offline' ? '/offline' : request;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && worthKeeping(response)) await keep(cache, key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key, { ignoreVary: true });
    if (cached) return cached;
    if (request.mode === 'navigate') return offline(new URL(request.url));
    throw error;
  }
}

/** Stores a copy; past `max` entries the oldest go. */
async function keep(cache, request, response, max = MAX_PAGES) {
  if (!response.ok) return;
  await cache.put(request, response);
  await trim(cache, max);
}

/** Keeps the newest `max` entries (keys() lists them in the order they were put). */
async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function keepUrls(urls) {
  const images = await caches.open(IMAGES_CACHE);
  const shell = await caches.open(SHELL_CACHE);
  await Promise.all(
    urls.map(async (raw) => {
      const url = new URL(raw, self.location.origin);
      if (url.origin !== self.location.origin) return;
      const cache = url.pathname.startsWith('/assets/') ? shell : IMAGES.test(url.pathname) ? images : null;
      if (!cache || (await cache.match(url.href))) return;
      try {
        const response = await fetch(url.href);
        if (response.ok) await cache.put(url.href, response);
      } catch {
        // Offline again: the next visit keeps it.
      }
    }),
  );
  await trim(images, MAX_IMAGES);
}
