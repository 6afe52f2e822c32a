/**
 * How the open/closed status looks: the desktop header chip and the phone strip's line, for a
 * status computed elsewhere (by the server for the page it renders, then live after hydration).
 * No time-zone engine here: this module ships with every page.
 */
import { formatTime12h, type NextOpening, type OpeningStatus } from '@platter/domain';
import type { TFunction } from '../i18n/index.ts';
import { useTranslation } from '../i18n/react.tsx';
import { cx } from '../ui/cx.ts';

export function nextOpeningText(t: TFunction, next: NextOpening | null): string {
  if (!next) return '';
  switch (next.kind) {
    case 'opensToday':
      return t('status.opensToday', { time: formatTime12h(next.time) });
    case 'opensOn':
      return t('status.opensOn', { weekday: t(`weekdays.${next.weekday}`), time: formatTime12h(next.time) });
    case 'checkBackLater':
      return t('status.checkBackLater');
    case 'noHours':
      return t('status.noHours');
  }
}

function Dot({ open }: { open: boolean }) {
  return (
    <span className="relative flex size-2.5" aria-hidden="true">
      {open ? <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" /> : null}
      <span className={cx('relative inline-flex size-2.5 rounded-full', open ? 'bg-success' : 'bg-error')} />
    </span>
  );
}

/** Desktop header chip: 'Open now', or 'Closed' with the next-open message (beside it from 1536 px, else in its title). */
export function StatusChipDisplay({ status }: { status: OpeningStatus }) {
  const { t } = useTranslation('common');
  const next = nextOpeningText(t, status.next);
  return (
    <span
      role="status"
      data-testid="opening-status"
      title={next || undefined}
      className={cx(
        'inline-flex h-8 items-center gap-2 rounded-full border px-3 text-xs font-semibold',
        status.isOpen ? 'border-success/30 bg-success/10 text-success' : 'border-error/25 bg-error/8 text-error',
      )}
    >
      <Dot open={status.isOpen} />
      <span className="whitespace-nowrap">{status.isOpen ? t('status.open') : t('status.closed')}</span>{' '}
      {next ? <span className="hidden whitespace-nowrap font-medium text-text-muted 2xl:inline">· {next}</span> : null}
    </span>
  );
}

/** The phone strip's status line; the next-opening text wraps rather than being cut. */
export function StatusStripDisplay({ status }: { status: OpeningStatus }) {
  const { t } = useTranslation('common');
  return (
    <p
      role="status"
      data-testid="opening-status-mobile"
      className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5 text-[0.8125rem] leading-snug"
    >
      <span className="inline-flex items-center gap-2">
        <Dot open={status.isOpen} />
        <span className={cx('font-semibold', status.isOpen ? 'text-success' : 'text-error')}>
          {status.isOpen ? t('status.open') : t('status.closed')}
        </span>
      </span>
      {status.next ? <span className="text-text-muted">{nextOpeningText(t, status.next)}</span> : null}
    </p>
  );
}
