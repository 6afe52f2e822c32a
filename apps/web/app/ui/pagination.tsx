import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { Link } from 'react-router';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

/** Spec 9: pagination shows 7 pages. */
export const VISIBLE_PAGES = 7;

/** Up to `size` consecutive page numbers around `current`, within 1..`total`. */
export function pageWindow(current: number, total: number, size = VISIBLE_PAGES): number[] {
  const count = Math.min(size, Math.max(total, 0));
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), Math.max(1, total - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}

const ITEM = 'inline-flex size-10 items-center justify-center rounded-full text-sm font-semibold tabular-nums transition';

/**
 * Page links (so each page has its address): previous, up to 7 numbers around the current one,
 * next. Shown only when there is more than one page.
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  labels,
  className,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
  className?: string;
}) {
  if (totalPages <= 1) return null;
  const arrow = (to: number, label: string, icon: string) =>
    to < 1 || to > totalPages ? (
      <span aria-hidden="true" className={cx(ITEM, 'text-text-muted/40')}>
        <Icon path={icon} size={22} />
      </span>
    ) : (
      <Link to={hrefFor(to)} aria-label={label} title={label} className={cx(ITEM, 'text-text hover:bg-text/8')}>
        <Icon path={icon} size={22} />
      </Link>
    );
  return (
    <nav aria-label={labels.nav} className={cx('flex items-center justify-center gap-1', className)}>
      {arrow(page - 1, labels.previous, mdiChevronLeft)}
      <ul className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              aria-label={labels.page(n)}
              aria-current={n === page ? 'page' : undefined}
              className={cx(
                ITEM,
                n === page ? 'bg-primary text-on-primary shadow-sm' : 'text-text hover:bg-text/8',
              )}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {arrow(page + 1, labels.next, mdiChevronRight)}
    </nav>
  );
}
