/**
 * The browser's side of the installable storefront (issue 31), loaded after the page's load
 * event: registers /sw.js, hands it the pictures and files this first page loaded before it
 * controlled anything (so the menu just seen can be read offline), and, offline, turns a link to
 * a page that needs the network into a page load the worker answers with /offline.
 */

import { needsNetwork, OFFLINE_PICTURE_PATH } from '@platter/domain';

export { needsNetwork };

/** Same-origin pictures and build files this page loaded: what the worker keeps for reading offline. */
export function keptUrls(entries: readonly { name: string; initiatorType?: string }[], origin: string): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry.name);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (url.pathname.startsWith('/assets/') || OFFLINE_PICTURE_PATH.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}

function sendOfflineLinksThroughTheWorker(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || !needsNetwork(link.pathname)) return;
      // The router would load the page's code and data and fail; the worker says why instead.
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(link.href);
    },
    true,
  );
}

async function registerServiceWorker(): Promise<void> {
  sendOfflineLinksThroughTheWorker();
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    const urls = keptUrls(performance.getEntriesByType('resource'), window.location.origin);
    ready.active?.postMessage({ type: 'keep', urls });
  } catch {
    // No worker (a private window, an old browser): the site works as before, online.
  }
}

// Imported once, after the load event (entry.client.tsx); never in tests (they import the helpers above under jsdom, which has no worker).
if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) void registerServiceWorker();
