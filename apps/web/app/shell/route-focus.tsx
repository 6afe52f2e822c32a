import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for the new page's heading (per-diner pages draw it once their data is in). */
const WAIT_MS = 3000;

/** Whether focus is still where the navigation left it (not on something the page or the diner chose since). */
function focusIsFree(main: HTMLElement, before: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  // The link or button that navigated (in the header, the drawer or the page).
  if (active === before) return true;
  return !main.contains(active);
}

/**
 * After a client-side navigation to another page, moves focus to the new page's main heading,
 * so keyboard and screen-reader users start at the top of what changed and hear its name. The
 * first page load keeps the browser's own focus; a change of query or hash stays where it is.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    const before = document.activeElement;
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      if (!focusIsFree(main, before)) return;
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
