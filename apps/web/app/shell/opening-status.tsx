import { mdiClockOutline } from '@mdi/js';
import { formatTime12h, type NextOpening, type OpeningStatus, type PublicRestaurant } from '@platter/domain';
import type { openingStatus as openingStatusType } from '@platter/domain/opening-hours';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '../lib/use-now.ts';
import { buttonClasses } from '../ui/button.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';

/** Spec: the open/closed status is recalculated every 60 seconds. */
export const STATUS_REFRESH_MS = 60_000;

type OpeningStatusFn = typeof openingStatusType;

function statusAt(openingStatus: OpeningStatusFn, restaurant: PublicRestaurant, now: Date): OpeningStatus {
  try {
    return openingStatus(restaurant.openingHours, restaurant.timeZone, now);
  } catch {
    // An unknown time zone: treat as no usable hours rather than breaking the page.
    return { isOpen: false, next: { kind: 'noHours' }, nextOpenAt: null };
  }
}

/**
 * The restaurant's open/closed status, in its own time zone. Null on the server and during
 * hydration (it depends on the current time), then recomputed on load, when the hours
 * change and every minute.
 */
export function useOpeningStatus(restaurant: PublicRestaurant | null): OpeningStatus | null {
  const now = useNow(STATUS_REFRESH_MS);
  const [engine, setEngine] = useState<{ openingStatus: OpeningStatusFn } | null>(null);
  useEffect(() => {
    // The status shows only after hydration, so the time-zone engine loads then, not with the page.
    let cancelled = false;
    void import('@platter/domain/opening-hours').then(({ openingStatus }) => {
      if (!cancelled) setEngine({ openingStatus });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return useMemo(() => (engine && restaurant ? statusAt(engine.openingStatus, restaurant, now) : null), [engine, restaurant, now]);
}

export function nextOpeningText(t: TFunction<'common'>, next: NextOpening | null): string {
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

/** Desktop header chip: 'Open now', or 'Closed' with the next-open message. */
export function StatusChip({ restaurant }: { restaurant: PublicRestaurant | null }) {
  const { t } = useTranslation('common');
  const status = useOpeningStatus(restaurant);
  if (!status) {
    // Same footprint before hydration so the header does not shift.
    return <span aria-hidden="true" className="inline-block h-8 w-24 rounded-full bg-text/5" />;
  }
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
      {next ? <span className="hidden whitespace-nowrap font-medium text-text-muted xl:inline">· {next}</span> : null}
    </span>
  );
}

/** Mobile: a compact strip under the header with the status and a button to the menu. */
export function MobileStatusBanner({ restaurant }: { restaurant: PublicRestaurant | null }) {
  const { t } = useTranslation('common');
  const status = useOpeningStatus(restaurant);
  return (
    <div className="border-b border-border/70 bg-surface-variant/60 md:hidden">
      <div className="mx-auto flex h-11 max-w-6xl items-center gap-3 px-4">
        {status ? (
          <p role="status" data-testid="opening-status-mobile" className="flex min-w-0 flex-1 items-center gap-2 text-[0.8125rem]">
            <Dot open={status.isOpen} />
            <span className={cx('font-semibold', status.isOpen ? 'text-success' : 'text-error')}>
              {status.isOpen ? t('status.open') : t('status.closed')}
            </span>
            {status.next ? <span className="truncate text-text-muted">{nextOpeningText(t, status.next)}</span> : null}
          </p>
        ) : (
          <span className="flex flex-1 items-center gap-2 text-text-muted" aria-hidden="true">
            <Icon path={mdiClockOutline} size={16} />
            <span className="h-3 w-32 rounded bg-text/8" />
          </span>
        )}
        <Link to="/menu" className={buttonClasses({ variant: 'primary', size: 'sm', className: 'h-8 px-3 text-xs' })}>
          {t('status.viewMenu')}
        </Link>
      </div>
    </div>
  );
}
