import { mdiClose } from '@mdi/js';
import { currentLanguage } from '../../i18n/index.ts';
import { BUSY_EXTRA_CHOICES, type KitchenLoad, type SlotLoadView, type StaffRole } from '@platter/domain';
import { formatInZone } from '@platter/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { kitchenKeys } from '../../lib/api/query-keys.ts';
import { kitchenLoadQuery, setBusy } from '../../lib/api/kitchen-load.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { ROLES_THAT_PAUSE_ORDERING } from '../../lib/staff.ts';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';

const time = (iso: string, timeZone: string | undefined) => formatInZone(iso, 'time', timeZone, currentLanguage());

/** A slot is full when a cap is reached (the API's caps; the board only shows them). */
const isFull = (slot: SlotLoadView) => (slot.maxOrders !== null && slot.orders >= slot.maxOrders) || (slot.maxItems !== null && slot.items >= slot.maxItems);
const hasCaps = (slots: readonly SlotLoadView[]) => slots.some((slot) => slot.maxOrders !== null || slot.maxItems !== null || slot.orders > 0);

/**
 * How many coming slots each strip shows, by the screen's width, so both strips fit one row and
 * no chip is ever cut (the first is the one the kitchen is in; the API sends 8).
 */
const SLOTS_SHOWN = 'max-md:[&>li:nth-child(n+3)]:hidden max-xl:[&>li:nth-child(n+4)]:hidden max-2xl:[&>li:nth-child(n+6)]:hidden';

function SlotStrip({ type, slots, timeZone }: { type: 'pickup' | 'delivery'; slots: readonly SlotLoadView[]; timeZone: string | undefined }) {
  const { t } = useTranslation('staff');
  if (!hasCaps(slots)) return null;
  return (
    <div className="flex min-w-0 items-center gap-2" data-testid={`kitchen-${type}`}>
      <span className="shrink-0 text-sm font-semibold text-text-muted">{t(`kitchen.${type}`)}</span>
      {/* Never a scrolling row (nothing cut, nothing a keyboard cannot reach): the chips that do not fit are left out. */}
      <ul className={cx('flex min-w-0 gap-1.5', SLOTS_SHOWN)} aria-label={t('kitchen.slotsLabel', { type: t(`kitchen.${type}`) })}>
        {slots.map((slot) => {
          const at = time(slot.startsAt, timeZone);
          const count = slot.maxOrders !== null ? `${slot.orders}/${slot.maxOrders}` : slot.maxItems !== null ? `${slot.items}/${slot.maxItems}` : String(slot.orders);
          return (
            <li
              key={slot.startsAt}
              aria-label={t('kitchen.slotLabel', {
                type: t(`kitchen.${type}`),
                time: at,
                orders: slot.orders,
                maxOrders: slot.maxOrders ?? t('kitchen.noCap'),
                items: slot.items,
                maxItems: slot.maxItems ?? t('kitchen.noCap'),
              })}
              className={cx(
                'shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums',
                isFull(slot) ? 'bg-error/15 text-error' : slot.orders > 0 ? 'bg-warning/15 text-text' : 'bg-text/6 text-text-muted',
              )}
            >
              {t('kitchen.slot', { time: at, load: count })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The kitchen's load and the busy switch (GET /staff/kitchen-load every 30 s), for staff. */
function useKitchenLoad(role: StaffRole | null) {
  const load = useQuery(kitchenLoadQuery());
  return role ? load.data : undefined;
}

/**
 * The busy switch, in the board's toolbar: +15 / +30 / +45 minutes on every estimate for the next
 * hour, then it ends by itself; Owner and Manager may end it, Staff may only add time. Kitchen
 * tablets only (640 px and up): a phone keeps its height for the orders.
 */
export function KitchenBusy({ role, timeZone }: { role: StaffRole | null; timeZone: string | undefined }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const labelId = useId();
  const load = useKitchenLoad(role);
  const change = useMutation({
    mutationFn: setBusy,
    onSuccess: (busy) => {
      queryClient.setQueryData<KitchenLoad>(kitchenKeys.load(), (old) => (old ? { ...old, busy } : old));
      showSnackbar({ message: busy.extraMinutes > 0 ? t('kitchen.busyNow', { minutes: busy.extraMinutes }) : t('kitchen.busyEnded'), color: busy.extraMinutes > 0 ? 'warning' : 'success' });
    },
    onError: (error) => {
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('kitchen.busyFailed') }), color: 'error', multiline: true });
    },
  });
  if (!load || !role) return null;
  const { busy } = load;
  const mayEnd = ROLES_THAT_PAUSE_ORDERING.includes(role);
  return (
    <div role="group" aria-labelledby={labelId} className="hidden flex-wrap items-center gap-1.5 sm:flex" data-testid="kitchen-busy">
      <span id={labelId} className="mr-0.5 text-sm font-semibold whitespace-nowrap">
        {t('kitchen.busyLabel')}
      </span>
      {BUSY_EXTRA_CHOICES.map((minutes) => (
        <button
          key={minutes}
          type="button"
          aria-pressed={busy.extraMinutes === minutes}
          aria-label={t('kitchen.addLabel', { minutes })}
          disabled={change.isPending || (!mayEnd && minutes < busy.extraMinutes)}
          onClick={() => change.mutate(minutes)}
          className={cx(
            'min-h-11 rounded-full border px-3 text-base font-bold tabular-nums transition-colors disabled:opacity-45',
            busy.extraMinutes === minutes ? 'border-warning bg-warning/25 text-text' : 'border-border bg-surface text-text hover:border-warning',
          )}
        >
          {t('kitchen.add', { minutes })}
        </button>
      ))}
      {mayEnd && busy.extraMinutes > 0 ? (
        <button
          type="button"
          onClick={() => change.mutate(0)}
          disabled={change.isPending}
          title={t('kitchen.end')}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-base font-semibold whitespace-nowrap text-primary underline-offset-2 hover:underline dark:text-accent"
        >
          {/* Between 1024 and 1279 px the toolbar is one row: a cross, its words read out and in the tooltip. */}
          <Icon path={mdiClose} size={20} className="hidden lg:max-xl:block" />
          <span className="lg:max-xl:sr-only">{t('kitchen.end')}</span>
        </button>
      ) : null}
      {/* 'As usual' is what the unpressed buttons already say, and the pressed one says how much: where the toolbar is tight only 'until 14:05' shows. */}
      <span role="status" className="ml-0.5 text-sm text-text-muted lg:max-xl:sr-only" data-testid="busy-state">
        {busy.extraMinutes > 0 && busy.until ? t('kitchen.busyUntil', { minutes: busy.extraMinutes, time: time(busy.until, timeZone) }) : t('kitchen.normal')}
      </span>
      {busy.extraMinutes > 0 && busy.until ? (
        <span aria-hidden="true" className="hidden text-sm text-text-muted whitespace-nowrap lg:max-xl:inline">
          {t('kitchen.busyUntilShort', { time: time(busy.until, timeZone) })}
        </span>
      ) : null}
      {mayEnd ? null : <span className="sr-only">{t('kitchen.staffHint')}</span>}
    </div>
  );
}

/**
 * The coming slots of each order type with their counts against their caps, one row under the
 * board's toolbar (kitchen tablets only). A type with no caps and no orders shows nothing.
 */
export function KitchenSlots({ role, timeZone }: { role: StaffRole | null; timeZone: string | undefined }) {
  const { t } = useTranslation('staff');
  const load = useKitchenLoad(role);
  if (!load || (!hasCaps(load.pickup) && !hasCaps(load.delivery))) return null;
  return (
    <section aria-label={t('kitchen.title')} className="mb-2 hidden min-w-0 flex-wrap items-center gap-x-5 gap-y-1.5 sm:flex lg:mb-1.5" data-testid="kitchen-load">
      <SlotStrip type="pickup" slots={load.pickup} timeZone={timeZone} />
      <SlotStrip type="delivery" slots={load.delivery} timeZone={timeZone} />
    </section>
  );
}
