/**
 * Measures of the staff board in the page, for the busy-board journey (staff.e2e.ts): what each
 * card's controls do against its edges, and how many orders each column shows with their notes.
 */
import type { Page } from 'playwright-core';

/** Per column (up to three), how many of its first cards show their note whole inside the column's scrolling area. */
export async function notesInView(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const section of ['new', 'accepted', 'preparing', 'ready']) {
      const cards = document.querySelector<HTMLElement>(`[data-testid="board-${section}"] [data-testid="column-cards"]`)!;
      const view = cards.getBoundingClientRect();
      const visible = [...cards.querySelectorAll<HTMLElement>('[data-testid="order-notes"]')].filter((note) => {
        const r = note.getBoundingClientRect();
        return r.height > 0 && r.top >= view.top && r.bottom <= Math.min(view.bottom, window.innerHeight);
      });
      counts[section] = Math.min(visible.length, 3);
    }
    return counts;
  });
}

/** What a card's controls do against its edges, in the page: any that pokes out, and whether its number wraps. */
export async function boardLayout(page: Page, newest: string) {
  return page.evaluate((newestNumber) => {
    const problems: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('[data-testid="board-order"]')) {
      if (card.offsetParent === null) continue; // a hidden section (phone tabs)
      const box = card.getBoundingClientRect();
      const number = card.querySelector<HTMLElement>('[data-testid="order-number"]')!;
      for (const control of card.querySelectorAll<HTMLElement>('button, a, select, [data-testid="order-number"]')) {
        const r = control.getBoundingClientRect();
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5) problems.push(`${number.textContent}: ${control.textContent?.trim()} overflows by ${Math.round(Math.max(box.left - r.left, r.right - box.right))} px`);
      }
      if (card.scrollWidth > card.clientWidth + 1) problems.push(`${number.textContent}: content wider than the card`);
      const lineHeight = parseFloat(getComputedStyle(number).lineHeight);
      if (number.getBoundingClientRect().height > lineHeight * 1.5) problems.push(`${number.textContent} wraps`);
      // Text the cook reads: 16 px and up.
      for (const text of card.querySelectorAll<HTMLElement>('span, p, button')) {
        if (!text.textContent?.trim() || text.closest('.sr-only') || text.offsetParent === null) continue;
        const size = parseFloat(getComputedStyle(text).fontSize);
        if (size < 16) problems.push(`${number.textContent}: '${text.textContent.trim().slice(0, 30)}' is ${size} px`);
      }
    }
    // The header's parts side by side, none over another and none off screen.
    const header = document.querySelector<HTMLElement>('[data-testid="staff-header"]')!;
    const parts = ['nav', '[data-testid="staff-state"]', '[data-testid="staff-user"]', '[data-testid="staff-restaurant"]'].map((selector) => header.querySelector<HTMLElement>(selector)!.getBoundingClientRect());
    for (const [i, a] of parts.entries()) {
      if (a.right > window.innerWidth + 0.5 || a.left < -0.5) problems.push(`header part ${i} off screen`);
      for (const [j, b] of parts.entries()) {
        if (j <= i) continue;
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
          problems.push(`header parts ${i} (${Math.round(a.left)}–${Math.round(a.right)}) and ${j} (${Math.round(b.left)}–${Math.round(b.right)}) overlap`);
        }
      }
    }
    const newestCard = [...document.querySelectorAll<HTMLElement>('[data-testid="board-new"] [data-testid="board-order"]')].find((c) => c.textContent?.includes(`#${newestNumber}`));
    const r = newestCard?.getBoundingClientRect();
    const accept = newestCard?.querySelector<HTMLElement>('[data-testid="forward-move"]')?.getBoundingClientRect();
    const hit = accept ? document.elementFromPoint(accept.left + accept.width / 2, accept.top + accept.height / 2) : null;
    return {
      problems,
      scrolled: window.scrollY,
      pageScrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
      newestOnScreen: Boolean(r && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth),
      acceptCentreIsAccept: Boolean(hit?.closest('[data-testid="forward-move"]') && newestCard?.contains(hit)),
      cardHeights: [...document.querySelectorAll<HTMLElement>('[data-testid="board-order"]')].filter((c) => c.offsetParent).map((c) => Math.round(c.getBoundingClientRect().height)),
    };
  }, newest);
}
