import type { Order } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { useOrderTime } from './order-time.ts';
import { statusDot } from './status-chip.tsx';

/**
 * The status history, newest first (spec 2), with each change's notes (the restaurant's reason
 * for 'Cancelled by Restaurant'). The newest entry is the order's status now.
 */
export function OrderTimeline({ history }: { history: Order['statusHistory'] }) {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  const newestFirst = [...history].reverse();
  return (
    <ol className="relative" data-testid="order-timeline">
      {newestFirst.map((entry, index) => {
        const latest = index === 0;
        const last = index === newestFirst.length - 1;
        return (
          <li key={`${entry.status}-${entry.changedAt}`} className="relative flex gap-4 pb-6 last:pb-0" data-testid="timeline-entry">
            {last ? null : <span aria-hidden="true" className="absolute left-[0.6875rem] top-6 -bottom-0 w-0.5 bg-border" />}
            <span aria-hidden="true" className={cx('relative mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full', latest ? 'bg-surface ring-4 ring-primary/12 dark:ring-accent/15' : 'bg-surface')}>
              <span className={cx('rounded-full', statusDot(entry.status), latest ? 'size-3.5' : 'size-2.5 opacity-70')} />
            </span>
            <div className="min-w-0 flex-1">
              <p className={cx('font-semibold leading-snug', !latest && 'text-text/80')}>{t(`statuses.${entry.status}`)}</p>
              <p className="mt-0.5 text-sm text-text-muted">
                <time dateTime={entry.changedAt}>{time(entry.changedAt)}</time>
              </p>
              {entry.notes ? (
                <p className="mt-2 whitespace-pre-line rounded-xl bg-surface-variant/70 px-3 py-2 text-sm leading-relaxed text-text/90" data-testid="timeline-notes">
                  {entry.notes}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
