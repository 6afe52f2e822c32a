import { dayInZone, formatCalendarDate, formatInZone, type Order } from '@platter/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLanguage, useTranslation } from '../../i18n/react.tsx';
import { searchable, staffOrderSearchQuery } from '../../lib/api/search-staff-orders.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { OrderRows } from './done-list.tsx';

/** How long typing pauses before the server is asked (the board's own orders answer at once). */
const SEARCH_PAUSE_MS = 300;

/**
 * Orders by the day they were placed on the restaurant's calendar, in the order given (newest
 * first), each day named as the back office names days ('Saturday 14 March', with the year when
 * it is not this one).
 */
function byDay(orders: readonly Order[], timeZone: string | undefined, language: string, now: Date): { day: string; label: string; orders: Order[] }[] {
  const thisYear = dayInZone(now, timeZone).slice(0, 4);
  const days: { day: string; label: string; orders: Order[] }[] = [];
  for (const order of orders) {
    const day = dayInZone(order.createdAt, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.orders.push(order);
    else days.push({ day, label: `${formatCalendarDate(day, language)}${day.startsWith(thisYear) ? '' : ` ${day.slice(0, 4)}`}`, orders: [order] });
  }
  return days;
}

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

/**
 * The board's search results (issue 40): the board's own matches first (live, at once), then the
 * restaurant's earlier orders from the server (GET /staff/orders/search, newest first, 'Show
 * more' for the next page; 'Search further back' when a request read as far as it may),
 * leaving out those the board already lists. Either opens the order.
 */
export function OrderSearchResults({
  query,
  today,
  board,
  timeZone,
  now,
  onOpen,
}: {
  query: string;
  /** The board's orders that match, as the board shows them. */
  today: readonly Order[];
  /** Every order on the board (found elsewhere, they are not repeated). */
  board: readonly Order[];
  timeZone: string | undefined;
  now: Date;
  onOpen: (order: Order) => void;
}) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  const asked = usePaused(query.trim());
  const enabled = searchable(asked);
  const past = useInfiniteQuery({ ...staffOrderSearchQuery(asked), enabled });
  const onBoard = useMemo(() => new Set(board.map((order) => order._id)), [board]);
  const language = useLanguage();
  const searchedBack = past.data?.pages.at(-1)?.searchedBack ?? null;
  const earlier = useMemo(() => (past.data?.pages.flatMap((page) => page.orders) ?? []).filter((order) => !onBoard.has(order._id)), [past.data, onBoard]);
  return (
    <section aria-label={t('search.results')} data-testid="search-results" className="flex flex-col gap-4 lg:min-h-0 lg:flex-1 lg:overflow-y-auto">
      <OrderRows orders={today} timeZone={timeZone} now={now} empty={t('search.none')} onOpen={onOpen} testId="search-result" />
      {enabled ? (
        <section aria-labelledby={headingId} aria-busy={past.isFetching} data-testid="search-earlier">
          <h2 id={headingId} className="mb-2 text-base font-bold tracking-wide">
            {t('search.earlier')}
          </h2>
          {past.isPending ? (
            <Skeleton className="h-16" rounded="rounded-2xl" />
          ) : past.isError ? (
            <Alert tone="error" action={<Button variant="outline" size="sm" onClick={() => void past.refetch()}>{t('board.retry')}</Button>}>
              {past.error.message}
            </Alert>
          ) : earlier.length === 0 ? (
            <OrderRows orders={earlier} timeZone={timeZone} now={now} empty={t('search.noneEarlier')} onOpen={onOpen} testId="earlier-result" />
          ) : (
            // Under the day each was placed: a phone's row has no room for the date beside the name.
            <div className="flex flex-col gap-3">
              {byDay(earlier, timeZone, language, now).map((group) => (
                <div key={group.day}>
                  <h3 className="mb-1.5 text-sm font-semibold text-text-muted">{group.label}</h3>
                  <OrderRows orders={group.orders} timeZone={timeZone} now={now} empty="" onOpen={onOpen} testId="earlier-result" />
                </div>
              ))}
            </div>
          )}
          {searchedBack ? (
            <p className="mt-2 text-sm text-text-muted" data-testid="search-searched-back">
              {t('search.searchedBack', { date: formatInZone(searchedBack, 'date', timeZone, language) })}
            </p>
          ) : null}
          {past.hasNextPage ? (
            <Button variant="outline" className="mt-3 text-base!" loading={past.isFetchingNextPage} onClick={() => void past.fetchNextPage()}>
              {searchedBack ? t('search.further') : t('search.more')}
            </Button>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
