import { mdiCheck } from '@mdi/js';
import { INITIAL_ORDER_STATUS, nextStatuses, POINTS_REFUNDING_STATUSES, type OrderStatus, type OrderType } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Icon } from '../../ui/icon.tsx';
import { cx } from '../../ui/cx.ts';

/**
 * The way an order of `orderType` goes when all is well, from the domain's own moves: from the
 * first status, each step is the move the restaurant can make that does not undo the order
 * (the undoing ones give the points back: cancelled, failed).
 */
export function orderJourney(orderType: OrderType): OrderStatus[] {
  const journey: OrderStatus[] = [INITIAL_ORDER_STATUS];
  for (;;) {
    const here = journey[journey.length - 1]!;
    const next = nextStatuses(here, orderType, 'staff').find((status) => !POINTS_REFUNDING_STATUSES.includes(status));
    if (!next || journey.includes(next)) return journey;
    journey.push(next);
  }
}

/**
 * Where the order is on its way (a bar of steps; their names from the small screen up). The
 * current step and every step before it read as done at once (filled, their names in the text
 * colour, a tick before each): no colour transition, so a step reached live is never caught
 * half-filled. Nothing for an order that was undone.
 */
export function OrderProgress({ status, orderType }: { status: OrderStatus; orderType: OrderType }) {
  const { t } = useTranslation('orders');
  const journey = orderJourney(orderType);
  const current = journey.indexOf(status);
  if (current < 0) return null;
  return (
    <ol aria-label={t('details.progress')} className="mt-5 flex max-w-3xl gap-1.5" data-testid="order-progress">
      {journey.map((step, index) => {
        const done = index <= current;
        return (
          <li key={step} aria-current={index === current ? 'step' : undefined} data-done={done} className="min-w-0 flex-1">
            <span aria-hidden="true" data-testid="progress-segment" className={cx('block h-1.5 rounded-full', done ? 'bg-primary dark:bg-accent' : 'bg-text/12')} />
            <span
              className={cx(
                'sr-only mt-2 text-xs leading-tight sm:not-sr-only sm:flex sm:items-start sm:gap-0.5',
                index === current ? 'font-semibold text-text' : done ? 'text-text' : 'text-text-muted',
              )}
            >
              {done ? <Icon path={mdiCheck} size={14} className="hidden text-primary sm:block dark:text-accent" /> : null}
              {t(`statuses.${step}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
