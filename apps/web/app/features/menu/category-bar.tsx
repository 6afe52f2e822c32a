import { memo, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';

export interface CategoryLink {
  /** The section element's id. */
  sectionId: string;
  name: string;
}

/** Room between the sticky bar and a section's heading after a jump. */
const GAP_PX = 16;

/** Bottom edge of the sticky header + toolbar, in viewport pixels. */
export function stickyOffset(sticky: HTMLElement | null): number {
  if (!sticky) return 0;
  const top = Number.parseFloat(getComputedStyle(sticky).top) || 0;
  return top + sticky.offsetHeight;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrollspy: the section whose top has passed under the sticky bar is the current one (the
 * first before any has; the last once the page is scrolled to its end). Measured on scroll,
 * once per frame. While `paused()` says so (a jump in progress) it holds still.
 */
function useCurrentSection(sectionIds: readonly string[], sticky: RefObject<HTMLElement | null>, paused: () => boolean) {
  const [current, setCurrent] = useState<string | null>(sectionIds[0] ?? null);
  const key = sectionIds.join(' ');
  useEffect(() => {
    const ids = key ? key.split(' ') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (paused() || ids.length === 0) return;
      // A section is current once its heading has (nearly) reached the bar.
      const line = stickyOffset(sticky.current) + GAP_PX + 1;
      let found = ids[0] ?? null;
      for (const id of ids) {
        const section = document.getElementById(id);
        if (section && section.getBoundingClientRect().top <= line) found = id;
        else if (section) break;
      }
      const scroller = document.scrollingElement ?? document.documentElement;
      if (scroller.scrollTop > 0 && window.innerHeight + scroller.scrollTop >= scroller.scrollHeight - 2) {
        // At the very end a short last section never reaches the line: it is the one in view.
        const last = [...ids].reverse().find((id) => {
          const top = document.getElementById(id)?.getBoundingClientRect().top;
          return top !== undefined && top < window.innerHeight;
        });
        if (last) found = last;
      }
      setCurrent(found);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key, sticky, paused]);
  return [current, setCurrent] as const;
}

/**
 * The horizontally scrolling row of category chips under the search box. The chip of the
 * section in view is highlighted and kept in view; a chip jumps to its section, clear of the
 * sticky header. Plain anchors underneath, so it works before hydration too.
 */
export const CategoryBar = memo(function CategoryBar({
  categories,
  sticky,
}: {
  categories: readonly CategoryLink[];
  /** The sticky toolbar holding this bar (its bottom is where sections should land). */
  sticky: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('menu');
  const rail = useRef<HTMLUListElement>(null);
  const jumping = useRef<{ until: number } | null>(null);
  const paused = useCallback(() => {
    const jump = jumping.current;
    if (!jump) return false;
    if (Date.now() < jump.until) return true;
    jumping.current = null;
    return false;
  }, []);
  const sectionIds = categories.map((c) => c.sectionId);
  const [current, setCurrent] = useCurrentSection(sectionIds, sticky, paused);

  // Keep the highlighted chip in view inside the rail (never scrolls the page itself).
  useEffect(() => {
    const bar = rail.current;
    const chip = bar ? [...bar.querySelectorAll<HTMLElement>('[data-section]')].find((el) => el.dataset.section === current) : null;
    if (!bar || !chip || typeof bar.scrollTo !== 'function') return;
    const left = chip.offsetLeft - (bar.clientWidth - chip.offsetWidth) / 2;
    bar.scrollTo({ left: Math.max(0, left), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [current]);

  useEffect(() => {
    const release = () => {
      jumping.current = null;
      window.dispatchEvent(new Event('scroll'));
    };
    window.addEventListener('scrollend', release);
    return () => window.removeEventListener('scrollend', release);
  }, []);

  function jumpTo(event: React.MouseEvent<HTMLAnchorElement>, sectionId: string) {
    const section = document.getElementById(sectionId);
    if (!section || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const heading = section.querySelector<HTMLElement>('[data-section-heading]') ?? section;
    const top = heading.getBoundingClientRect().top + window.scrollY - stickyOffset(sticky.current) - GAP_PX;
    const instant = prefersReducedMotion();
    jumping.current = { until: Date.now() + (instant ? 100 : 1200) };
    setCurrent(sectionId);
    window.scrollTo({ top: Math.max(0, top), behavior: instant ? 'auto' : 'smooth' });
    // Keyboard and screen-reader users continue reading from the section's heading.
    heading.focus({ preventScroll: true });
  }

  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('categories.nav')} className="relative -mx-4 sm:mx-0">
      <ul
        ref={rail}
        className="flex snap-x gap-2 overflow-x-auto scroll-smooth scroll-px-4 px-4 py-2.5 [scrollbar-width:none] sm:-mx-1 sm:scroll-px-1 sm:px-1 lg:py-1 [&::-webkit-scrollbar]:hidden"
      >
        {categories.map((category) => {
          const active = category.sectionId === current;
          return (
            <li key={category.sectionId} className="shrink-0 snap-start">
              <a
                href={`#${category.sectionId}`}
                data-section={category.sectionId}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => jumpTo(event, category.sectionId)}
                className={cx(
                  'inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  active
                    ? 'bg-primary text-on-primary shadow-sm dark:bg-accent dark:text-background'
                    : 'bg-surface-variant/70 text-text/80 hover:bg-text/10 hover:text-text',
                )}
              >
                {category.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
