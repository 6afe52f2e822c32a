import type { Order } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { boardOrdersQuery } from '../../lib/api/get-board-orders.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { useNow } from '../../lib/use-now.ts';
import { NotFoundPage } from '../../shell/not-found-page.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { BOARD_COLUMNS, boardOf, type BoardSection } from './board-model.ts';
import { DoneList } from './done-list.tsx';
import { OrderCard } from './order-card.tsx';
import { SEGMENT_TRAY, segmentClasses } from './segments.ts';
import { STAFF_PAGE, StaffSkeleton } from './staff-skeleton.tsx';

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
    <h2 className="flex items-center gap-2 text-sm font-bold tracking-wide">
      <span aria-hidden="true" className={cx('size-2.5 rounded-full', DOTS[section])} />
      <span>{t(`columns.${section}`)}</span>
      <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-text/8 px-1.5 text-xs tabular-nums" data-testid="column-count">
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
    <div role="group" aria-label={t('board.sections')} className={cx('grid grid-cols-5 gap-1 lg:hidden', SEGMENT_TRAY)}>
      {sections.map((section) => (
        <button
          key={section}
          type="button"
          aria-pressed={active === section}
          aria-controls={`board-${section}`}
          onClick={() => onChoose(section)}
          className={segmentClasses(active === section, 'flex min-w-0 flex-col items-center justify-center gap-0.5 px-0.5 py-1.5 sm:flex-row sm:gap-2 sm:px-1 sm:py-2.5')}
        >
          <span className="flex items-center gap-1.5 text-base font-bold tabular-nums sm:order-last sm:text-sm">
            <span aria-hidden="true" className={cx('size-2 rounded-full', DOTS[section])} />
            {counts[section]}
          </span>
          <span className="max-w-full truncate text-[0.6875rem] font-semibold tracking-tight sm:text-sm sm:tracking-normal">{t(`tabs.${section}`)}</span>
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
      className={cx(active ? 'flex' : 'hidden', 'min-w-0 flex-col gap-3 lg:flex', className)}
    >
      <div id={`board-${section}-title`} className="hidden lg:block">
        <SectionTitle section={section} count={count} />
      </div>
      {children}
    </section>
  );
}

function EmptyColumn({ section }: { section: BoardSection }) {
  const { t } = useTranslation('staff');
  return <p className="rounded-2xl border border-dashed border-border/90 px-4 py-8 text-center text-sm text-text-muted">{t(`empty.${section}`)}</p>;
}

/**
 * /staff: the order board. New, Accepted, Preparing and Ready side by side on a tablet (one at a
 * time on a phone), with today's finished orders underneath. The cards move live (the staff
 * area's channel updates the same query).
 */
export default function BoardPage() {
  const { t } = useTranslation('staff');
  const timeZone = useRestaurant()?.timeZone;
  const now = useNow(BOARD_TICK_MS);
  const board = useQuery(boardOrdersQuery());
  const [active, setActive] = useState<BoardSection>('new');
  const grouped = useMemo(() => boardOf(board.data?.orders ?? []), [board.data]);

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
  const card = (order: Order) => <OrderCard key={order._id} order={order} timeZone={timeZone} now={now} />;
  const activeCount = counts.new + counts.accepted + counts.preparing + counts.ready;

  return (
    <div className={cx(STAFF_PAGE, 'pb-16 pt-5')}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('board.title')}</h1>
        <p className="text-sm text-text-muted" data-testid="board-summary">
          {t('board.summary', { active: activeCount, done: counts.done })}
        </p>
      </div>
      {board.data.truncated ? (
        <Alert tone="info" className="mb-4">
          {t('board.truncated')}
        </Alert>
      ) : null}
      <SectionSwitcher active={active} counts={counts} onChoose={setActive} />

      <div className="mt-4 lg:mt-0 lg:grid lg:grid-cols-4 lg:items-start lg:gap-4">
        {BOARD_COLUMNS.map(({ id }) => (
          <BoardSectionFrame key={id} section={id} active={active === id} count={counts[id]} className="lg:min-h-[50vh] lg:rounded-3xl lg:bg-surface-variant/45 lg:p-3">
            {grouped.columns[id].length === 0 ? (
              <EmptyColumn section={id} />
            ) : (
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">{grouped.columns[id].map(card)}</div>
            )}
          </BoardSectionFrame>
        ))}
      </div>

      <BoardSectionFrame section="done" active={active === 'done'} count={counts.done} className="lg:mt-8">
        <DoneList orders={grouped.done} timeZone={timeZone} now={now} />
      </BoardSectionFrame>
    </div>
  );
}
