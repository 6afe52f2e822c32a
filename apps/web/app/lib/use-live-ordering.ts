import { useEffect } from 'react';
import { applyLiveOrdering } from './restaurant.ts';

/**
 * The storefront's public live channel (Server-Sent Events; docs/api.md "Live ordering"). Spelled
 * out, not built from api-client's API_BASE: that module is not in Home's bundle (JS budget).
 */
export const LIVE_ORDERING_URL = '/api/v1/restaurant/live';

/** `event: ordering`'s data: `{ isAcceptingOrders }`, else null. */
function switchOf(data: unknown): boolean | null {
  try {
    const value = (JSON.parse(String(data)) as { isAcceptingOrders?: unknown } | null)?.isAcceptingOrders;
    return typeof value === 'boolean' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether the restaurant takes orders, live, on every storefront page: after hydration the page
 * opens the browser's own EventSource (no library: Home's JS budget) and hands each `ordering`
 * event to `applyLiveOrdering`, so the status chip, band, paused banner and checkout follow a
 * pause or resume without a reload. EventSource reconnects by itself (the stream sends the
 * current state on every connect); the stream is closed while the page is hidden or left, and
 * opened again when it shows. Staff pages pass `enabled = false`: they have their own socket.
 */
export function useLiveOrdering(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    const onOrdering = (event: MessageEvent) => {
      const accepting = switchOf(event.data);
      if (accepting !== null) applyLiveOrdering(accepting);
    };
    const open = () => {
      if (source || document.visibilityState === 'hidden') return;
      source = new EventSource(LIVE_ORDERING_URL);
      source.addEventListener('ordering', onOrdering as EventListener);
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? close() : open());
    open();
    window.addEventListener('pagehide', close);
    window.addEventListener('pageshow', open);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', close);
      window.removeEventListener('pageshow', open);
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [enabled]);
}
