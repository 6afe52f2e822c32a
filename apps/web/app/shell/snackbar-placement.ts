/**
 * Where the snackbar goes: where it covers nothing the diner may press next (issue 40, item 13:
 * "Welcome Offer applied." sat over Place Order, status messages over the order's Total,
 * "Profile updated successfully!" over the address dialog's Save, the board's over a card's
 * button). The preferred corner first (the spec's default, bottom right), then the other bottom
 * corner, then the top ones just under the bars held to the top (the header); the first that
 * covers nothing actionable wins, else the one that covers least. Bottom places rise above bars
 * held to the bottom (the phone's Add to Cart bar, the basket bar).
 */
import type { SnackbarLocation } from '../lib/snackbar.ts';

export interface Placement {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'right' | 'center';
  /** Distance from that edge of the window, in px (the bars held to it). */
  offset: number;
  /** The viewport's width, padding included: the full 420 px (the window's on a phone), or three quarters of it. */
  width: number;
}

/** The toast's height when its viewport is `width` px wide (it wraps). */
export type MeasureToast = (width: number) => number;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What a diner can press: links, buttons, fields and anything focusable by Tab. */
const ACTIONABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';

/** Height of what is fixed or stuck to one edge of the window: bars a snackbar must not cover. */
function barHeight(edge: 'top' | 'bottom'): number {
  const height = window.innerHeight;
  let reach = 0;
  // Points along the edge, and a little inside it for bars that float (the desktop add panel).
  for (const inset of [2, 24]) {
    const y = edge === 'bottom' ? height - inset : inset;
    for (const x of [8, window.innerWidth / 2, window.innerWidth - 8]) {
      const hit = (document.elementsFromPoint?.(x, y) ?? []).find((el) => !el.closest('[data-snackbar-viewport]'));
      for (let el: Element | null = hit ?? null; el && el !== document.body; el = el.parentElement) {
        const { position } = getComputedStyle(el);
        if (position === 'fixed' || position === 'sticky') {
          const rect = el.getBoundingClientRect();
          // A bar held to the edge, not a tall sticky column that happens to reach it.
          const held = edge === 'bottom' ? rect.bottom >= height - 32 : rect.top <= 32;
          if (held && rect.height < height * 0.4) reach = Math.max(reach, edge === 'bottom' ? height - rect.top : rect.bottom);
          break;
        }
      }
    }
  }
  return Math.max(0, reach);
}

/** The boxes of what can be pressed now: shown, enabled, in the window, not behind a modal dialog. */
function actionableBoxes(): Box[] {
  const boxes: Box[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(ACTIONABLE)) {
    if (el.closest('[data-snackbar-viewport], [aria-hidden="true"], [inert]')) continue;
    if ((el as HTMLButtonElement).disabled) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
    if (getComputedStyle(el).visibility === 'hidden') continue;
    boxes.push(rect);
  }
  return boxes;
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** The viewport's full width: 420 px, or the window's where it is narrower. */
const FULL_WIDTH = 420;

function candidates(preferred: SnackbarLocation): Omit<Placement, 'offset' | 'width'>[] {
  const [vertical, horizontal = 'center'] = preferred.split(' ') as ['top' | 'bottom', 'left' | 'right' | 'center' | undefined];
  const horizontals = [...new Set([horizontal, 'right', 'left'] as const)];
  const verticals = vertical === 'top' ? (['top', 'bottom'] as const) : (['bottom', 'top'] as const);
  return verticals.flatMap((v) => horizontals.map((h) => ({ vertical: v, horizontal: h })));
}

/** The box the toast would take at `place` (inside the viewport's `padding`). */
function boxAt(place: Placement, height: number, padding: number): Box {
  const left = place.horizontal === 'left' ? 0 : place.horizontal === 'right' ? window.innerWidth - place.width : (window.innerWidth - place.width) / 2;
  const top = place.vertical === 'top' ? place.offset : window.innerHeight - place.offset - height - 2 * padding;
  return { left: left + padding, right: left + place.width - padding, top: top + padding, bottom: top + padding + height };
}

const coverage = (box: Box, pressable: readonly Box[]) => pressable.reduce((sum, other) => sum + overlap(box, other), 0);

/** How much of what can be pressed the toast would cover at `place` (0: nothing). */
export function coverAt(place: Placement, measure: MeasureToast, padding: number): number {
  return coverage(boxAt(place, measure(place.width), padding), actionableBoxes());
}

/** The place for the toast (`measure`, its viewport's `padding` around it), starting from the `preferred` corner. */
export function placeSnackbar(preferred: SnackbarLocation, measure: MeasureToast, padding: number): Placement {
  const offsets = { top: barHeight('top'), bottom: barHeight('bottom') };
  const pressable = actionableBoxes();
  const full = Math.min(window.innerWidth, FULL_WIDTH);
  let best: { place: Placement; covered: number } | null = null;
  for (const width of [full, Math.round(full * 0.75)]) {
    const height = measure(width);
    for (const candidate of candidates(preferred)) {
      const place = { ...candidate, offset: offsets[candidate.vertical], width };
      const covered = coverage(boxAt(place, height, padding), pressable);
      if (covered === 0) return place;
      if (!best || covered < best.covered) best = { place, covered };
    }
  }
  return best!.place;
}
