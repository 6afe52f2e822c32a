/**
 * How the open/closed status looks: the desktop header chip and the phone strip's line, for a
 * status computed elsewhere (by the server for the page it renders, then live after hydration).
 * No time-zone engine here: this module ships with every page.
 */
import { formatClockTime, type NextOpening, type OpeningStatus } from '@platter/domain';
import type { TFunction } from '../i18n/index.ts';
import { useTranslation } from '../i18n/react.tsx';
import { cx } from '../ui/cx.ts';

export function nextOpeningText(t: TFunction, next: NextOpening | null): string {
  if (!next) return '';
  switch (next.kind) {
    case 'opensToday':
      return t('status.opensToday', { time: formatClockTime(next.time) });
    case 'opensOn':
      return t('status.opensOn', { weekday: t(`weekdays.${next.weekday}`), time: formatClockTime(next.time) });
    case 'checkBackLater':
      return t('status.checkBackLater');
    case 'noHours':
      return t('status.noHours');
  }
}

/** open: taking orders now; paused: open hours, but the kitchen has paused online orders; closed. */
type Shown = 'open' | 'paused' | 'closed';

const shownOf = (status: OpeningStatus, paused: boolean): Shown => (paused ? 'paused' : status.isOpen ? 'open' : 'closed');

const DOT_TONE: Record<Shown, string> = { open: 'bg-success', paused: 'bg-warning', closed: 'bg-error' };

function Dot({ shown }: { shown: Shown }) {
  return (
    <span className="relative flex size-2.5" aria-hidden="true">
      {shown === 'open' ? <span className="absolute inline-flex size-full animate-ripple-thrice rounded-full bg-success opacity-60" /> : null}
      <span className={cx('relative inline-flex size-2.5 rounded-full', DOT_TONE[shown])} />
    </span>
  );
}

/**
 * Desktop header chip: 'Open now', or 'Closed' with the next-open message (beside it from 1536 px,
 * else in its title); while online ordering is paused, 'Not taking orders right now' whatever the hours.
 */
export function StatusChipDisplay({ status, paused = false }: { status: OpeningStatus; paused?: boolean }) {
  const { t } = useTranslation('common');
  const shown = shownOf(status, paused);
  const next = shown === 'closed' ? nextOpeningText(t, status.next) : '';
  return (
    <span
      role="status"
      data-testid="opening-status"
      data-shown={shown}
      title={next || undefined}
      className={cx(
        'inline-flex h-8 items-center gap-2 rounded-full border px-3 text-xs font-semibold',
        shown === 'open' && 'border-success/30 bg-success/10 text-success',
        shown === 'paused' && 'border-warning/55 bg-warning/15 text-text',
        shown === 'closed' && 'border-error/25 bg-error/8 text-error',
      )}
    >
      <Dot shown={shown} />
      <span className="whitespace-nowrap">{t(`status.${shown}`)}</span>{' '}
      {next ? <span className="hidden whitespace-nowrap font-medium text-text-muted 2xl:inline">· {next}</span> : null}
    </span>
  );
}

/** The phone strip's status line; the next-opening text wraps rather than being cut. */
export function StatusStripDisplay({ status, paused = false }: { status: OpeningStatus; paused?: boolean }) {
  const { t } = useTranslation('common');
  const shown = shownOf(status, paused);
  return (
    <p
      role="status"
      data-testid="opening-status-mobile"
      data-shown={shown}
      className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5 text-[0.8125rem] leading-snug"
    >
      <span className="inline-flex items-center gap-2">
        <Dot shown={shown} />
        <span className={cx('font-semibold', shown === 'open' && 'text-success', shown === 'paused' && 'text-text', shown === 'closed' && 'text-error')}>
          {t(`status.${shown}`)}
        </span>
      </span>
      {shown === 'closed' && status.next ? <span className="text-text-muted">{nextOpeningText(t, status.next)}</span> : null}
    </p>
  );
}
