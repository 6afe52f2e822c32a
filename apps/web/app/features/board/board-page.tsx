import { mdiCheckAll, mdiPhonePlus } from '@mdi/js';
import type { Order } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { boardOrdersQuery } from '../../lib/api/get-board-orders.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { staffRoleAt } from '../../lib/staff.ts';
import { useNow } from '../../lib/use-now.ts';
import { NotFoundPage } from '../../shell/not-found-page.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { BOARD_COLUMNS, boardOf, matchesSearch, type BoardSection } from '../../staff-area/board-model.ts';
import { DoneList } from './done-list.tsx';
import { KitchenBusy, KitchenSlots } from './kitchen-load.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderSearchResults } from './order-search.tsx';
import { SEGMENT_TRAY, segmentClasses } from '../../staff-area/segments.ts';
import { STAFF_PAGE, StaffSkeleton } from '../../staff-area/staff-skeleton.tsx';

/** The staff pages' width (STAFF_PAGE) with a narrower margin from 1024 px: every pixel goes to the four columns. */
const BOARD_PAGE = 'mx-auto w-full max-w-[1600px] px-4 sm:px-6 lg:px-3';

const PhoneOrderDialog = lazy(() => import('./phone-order/phone-order-dialog.tsx'));

/** The clock the cards read (minutes waited, due times). */
const BOARD_TICK_MS = 30_000;

/** Each column's dot: the diner's status colours (pending orange, confirmed blue, preparing purple, ready teal, done green). */
const DOTS: Record<BoardSection, string> = {
  new: 'bg-orange-500',
  accepted: 'bg-blue-500',
  preparing: 'bg-purple-500',
  ready: 'bg-teal-500',
  done: 'bg-green-500',
};

function SectionTitle({ section, count }: { section: BoardSection; count: number }) {
  const { t } = useTranslation('staff');
  return (
    <h2 className="flex items-center gap-2 text-base font-bold tracking-wide">
      <span aria-hidden="true" className={cx('size-3 rounded-full', DOTS[section])} />
      <span>{t(`columns.${section}`)}</span>
      <span className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-text/8 px-2 text-base tabular-nums lg:h-6" data-testid="column-count">
        {count}
      </span>
    </h2>
  );
}

/** Phones and portrait tablets: one section at a time, chosen here (the count over a short name). */
function SectionSwitcher({ active, counts, onChoose }: { active: BoardSection; counts: Record<BoardSection, number>; onChoose: (s: BoardSection) => void }) {
  const { t } = useTranslation('staff');
  const sections: BoardSection[] = [...BOARD_COLUMNS.map((c) => c.id), 'done'];
  return (
    <div role="group" aria-label={t('board.sections')} className={cx('grid grid-cols-3 gap-1 sm:grid-cols-5 lg:hidden', SEGMENT_TRAY)}>
      {sections.map((section) => (
        <button
          key={section}
          type="button"
          aria-pressed={active === section}
          aria-controls={`board-${section}`}
          onClick={() => onChoose(section)}
          className={segmentClasses(active === section, 'flex min-w-0 flex-row items-center justify-center gap-1.5 px-1 py-2 sm:gap-2 sm:py-2.5')}
        >
          <span className="flex items-center gap-1.5 text-lg font-bold tabular-nums sm:order-last">
            <span aria-hidden="true" className={cx('hidden size-2.5 rounded-full sm:block', DOTS[section])} />
            {counts[section]}
          </span>
          {/* Three a row on a phone (two rows), so every label is whole at 16 px from 360 px up. */}
          <span className="whitespace-nowrap text-base font-semibold">{t(`tabs.${section}`)}</span>
        </button>
      ))}
    </div>
  );
}

function BoardSectionFrame({ section, active, count, className, children }: { section: BoardSection; active: boolean; count: number; className?: string; children: ReactNode }) {
  return (
    <section
      id={`board-${section}`}
      aria-labelledby={`board-${section}-title`}
      data-testid={`board-${section}`}
      className={cx(active ? 'flex' : 'hidden', 'min-w-0 flex-col gap-2.5 lg:gap-1', className)}
    >
      <div id={`board-${section}-title`} className="hidden lg:block lg:px-1">
        <SectionTitle section={section} count={count} />
      </div>
      {children}
    </section>
  );
}

function EmptyColumn({ section }: { section: BoardSection }) {
  const { t } = useTranslation('staff');
  return <p className="rounded-2xl border border-dashed border-border/90 px-4 py-8 text-center text-base text-text-muted">{t(`empty.${section}`)}</p>;
}

/**
 * /staff: the order board, a kitchen screen. New, Accepted, Preparing and Ready side by side on a
 * tablet, each column scrolling on its own under a fixed toolbar so the newest order (top of New)
 * is always on screen; one section at a time on a phone. Compact cards; a tap opens an order
 * (today's finished ones too). Search finds the board's orders by number, name or phone, then
 * earlier ones (order-search.tsx). The cards move live (the staff area's channel updates the same query).
 */
export default function BoardPage() {
  const { t } = useTranslation('staff');
  const searchId = useId();
  const restaurant = useRestaurant();
  const timeZone = restaurant?.timeZone;
  const role = staffRoleAt(useSessionStore((state) => state.user), restaurant?._id);
  const now = useNow(BOARD_TICK_MS);
  const board = useQuery(boardOrdersQuery());
  const [active, setActive] = useState<BoardSection>('new');
  const [showDone, setShowDone] = useState(false);
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  // An earlier order found by search is not on the board: kept as it was opened.
  const [openedOffBoard, setOpenedOffBoard] = useState<Order | null>(null);
  const [entering, setEntering] = useState(false);
  const orders = useMemo(() => board.data?.orders ?? [], [board.data]);
  const grouped = useMemo(() => boardOf(orders), [orders]);
  const found = useMemo(() => (query.trim() ? orders.filter((order) => matchesSearch(order, query)) : null), [orders, query]);
  // The open order follows the board: a move on another tablet shows in it at once.
  const opened = openId ? (orders.find((order) => order._id === openId) ?? (openedOffBoard?._id === openId ? openedOffBoard : null)) : null;
  const open = (order: Order) => {
    setOpenId(order._id);
    setOpenedOffBoard(order);
  };

  if (board.isPending) return <StaffSkeleton />;
  if (board.isError) {
    const refused = board.error instanceof ApiRequestError && (board.error.status === 403 || board.error.status === 404);
    if (refused) return <NotFoundPage />;
    return (
      <div className={cx(STAFF_PAGE, 'py-8')}>
        <Alert
          tone="error"
          action={
            <Button variant="outline" size="sm" onClick={() => void board.refetch()}>
              {t('board.retry')}
            </Button>
          }
        >
          {board.error.message}
        </Alert>
      </div>
    );
  }

  const counts = {
    ...(Object.fromEntries(BOARD_COLUMNS.map((c) => [c.id, grouped.columns[c.id].length])) as Record<BoardSection, number>),
    done: grouped.done.length,
  };
  const card = (order: Order) => <OrderCard key={order._id} order={order} timeZone={timeZone} now={now} onOpen={open} />;
  const activeCount = counts.new + counts.accepted + counts.preparing + counts.ready;

  return (
    // From 1024 px the board is the screen's height (the staff area's frame): the columns take what the toolbar leaves and scroll on their own.
    <div className={cx(BOARD_PAGE, 'flex flex-1 flex-col pb-2 pt-2 lg:min-h-0 lg:pb-1.5 lg:pt-1.5')}>
      <h1 className="sr-only">{t('board.title')}</h1>
      <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-2 lg:mb-1.5">
        <SearchField
          id={searchId}
          label={t('search.label')}
          clearLabel={t('search.clear')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={setQuery}
          className="basis-full sm:max-w-xs sm:basis-auto lg:w-72 lg:max-w-none lg:min-w-44 lg:flex-initial xl:w-80"
        />
        {/* The columns' titles count the orders from 1024 px; the summary comes back where the toolbar has room. */}
        <p className="text-base text-text-muted lg:hidden 2xl:block" data-testid="board-summary">
          {t('board.summary', { active: activeCount, done: counts.done })}
        </p>
        <KitchenBusy role={role} timeZone={timeZone} />
        <div className="ml-auto flex items-center gap-2">
          {/* On a phone Done is one of the tabs. */}
          <div className="hidden lg:block">
            <Button
              variant="outline"
              className="text-base! lg:max-xl:px-3.5"
              aria-pressed={showDone}
              aria-controls="board-done"
              title={showDone ? t('board.showActive') : t('board.showDone', { count: counts.done })}
              onClick={() => setShowDone((shown) => !shown)}
              data-testid="show-done"
            >
              <Icon path={mdiCheckAll} size={20} />
              {/* Between 1024 and 1279 px the toolbar is tight: the icon and the count show; the words are read out, and in the tooltip. */}
              <span className={showDone ? undefined : 'max-xl:sr-only'}>{showDone ? t('board.showActive') : t('board.showDone', { count: counts.done })}</span>
              {showDone ? null : (
                <span aria-hidden="true" className="tabular-nums xl:hidden">
                  {counts.done}
                </span>
              )}
            </Button>
          </div>
          <Button className="text-base!" onClick={() => setEntering(true)} data-testid="new-phone-order">
            <Icon path={mdiPhonePlus} size={20} />
            {t('phoneOrder.open')}
          </Button>
        </div>
      </div>
      <KitchenSlots role={role} timeZone={timeZone} />
      {board.data.truncated ? (
        <Alert tone="info" className="mb-2">
          {t('board.truncated')}
        </Alert>
      ) : null}

      {found ? (
        <OrderSearchResults query={query} today={found} board={orders} timeZone={timeZone} now={now} onOpen={open} />
      ) : (
        <>
          <SectionSwitcher active={active} counts={counts} onChoose={setActive} />
          <div className={cx('mt-3 lg:mt-0 lg:grid lg:min-h-64 lg:flex-1 lg:grid-cols-4 lg:items-stretch lg:gap-2', showDone && 'lg:hidden')}>
            {BOARD_COLUMNS.map(({ id }) => (
              <BoardSectionFrame key={id} section={id} active={active === id} count={counts[id]} className="lg:flex lg:min-h-0 lg:rounded-2xl lg:bg-surface-variant/45 lg:p-1.5 lg:pt-1">
                {grouped.columns[id].length === 0 ? (
                  <EmptyColumn section={id} />
                ) : (
                  <div className="relative grid content-start gap-2.5 sm:grid-cols-2 lg:min-h-0 lg:flex-1 lg:grid-cols-1 lg:gap-1.5 lg:overflow-y-auto lg:overscroll-contain" data-testid="column-cards">
                    {grouped.columns[id].map(card)}
                  </div>
                )}
              </BoardSectionFrame>
            ))}
          </div>
          <BoardSectionFrame section="done" active={active === 'done'} count={counts.done} className={cx('mt-3 lg:mt-0 lg:min-h-0 lg:flex-1', showDone ? 'lg:flex' : 'lg:hidden')}>
            <div className="lg:min-h-0 lg:flex-1 lg:overflow-y-auto">
              <DoneList orders={grouped.done} timeZone={timeZone} now={now} onOpen={open} />
            </div>
          </BoardSectionFrame>
        </>
      )}
      {entering && restaurant ? (
        <Suspense fallback={null}>
          <PhoneOrderDialog restaurant={restaurant} onClose={() => setEntering(false)} />
        </Suspense>
      ) : null}
      <OrderDetails order={opened} timeZone={timeZone} now={now} onClose={() => setOpenId(null)} />
    </div>
  );
}
