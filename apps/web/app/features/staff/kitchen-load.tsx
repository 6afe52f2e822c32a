import { currentLanguage } from '../../i18n/index.ts';
import { BUSY_EXTRA_CHOICES, type KitchenLoad, type SlotLoadView, type StaffRole } from '@platter/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { kitchenKeys } from '../../lib/api/query-keys.ts';
import { kitchenLoadQuery, setBusy } from '../../lib/api/kitchen-load.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { ROLES_THAT_PAUSE_ORDERING } from '../../lib/staff.ts';
import { cx } from '../../ui/cx.ts';

const time = (iso: string, timeZone: string | undefined) => new Intl.DateTimeFormat(currentLanguage(), { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));

/** A slot is full when a cap is reached (the API's caps; the board only shows them). */
const isFull = (slot: SlotLoadView) => (slot.maxOrders !== null && slot.orders >= slot.maxOrders) || (slot.maxItems !== null && slot.items >= slot.maxItems);
const hasCaps = (slots: readonly SlotLoadView[]) => slots.some((slot) => slot.maxOrders !== null || slot.maxItems !== null || slot.orders > 0);

function SlotStrip({ type, slots, timeZone }: { type: 'pickup' | 'delivery'; slots: readonly SlotLoadView[]; timeZone: string | undefined }) {
  const { t } = useTranslation('staff');
  if (!hasCaps(slots)) return null;
  return (
    <div className="flex min-w-0 items-center gap-2 lg:flex-1" data-testid={`kitchen-${type}`}>
      <span className="shrink-0 text-sm font-semibold text-text-muted">{t(`kitchen.${type}`)}</span>
      <ul className="flex min-w-0 gap-1.5 overflow-x-auto">
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
                'shrink-0 rounded-full px-2.5 py-1 text-sm font-semibold tabular-nums',
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

/**
 * The board's kitchen strip: the busy switch (+15 / +30 / +45 minutes on every estimate for the
 * next hour, then it ends by itself; Owner and Manager may end it, Staff may only add time) and
 * the coming slots with their counts against their caps (GET /staff/kitchen-load).
 */
/** Whether the strip is on screen (the board gives its columns less height then). */
export function useKitchenStripShown(role: StaffRole | null): boolean {
  return Boolean(useQuery(kitchenLoadQuery()).data) && role !== null;
}

export function KitchenLoadPanel({ role, timeZone }: { role: StaffRole | null; timeZone: string | undefined }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const load = useQuery(kitchenLoadQuery());
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
  if (!load.data || !role) return null;
  const { busy } = load.data;
  const mayEnd = ROLES_THAT_PAUSE_ORDERING.includes(role);
  return (
    // Kitchen tablets (640 px and up; a phone keeps its height for the orders). One row of a fixed height from 1024 px (the board's column heights count it): the columns keep the screen.
    <section aria-label={t('kitchen.title')} className="mb-3 hidden flex-col gap-2 rounded-3xl bg-surface-variant/45 p-2.5 sm:flex lg:h-12 lg:flex-row lg:items-center lg:gap-4 lg:overflow-hidden lg:py-0" data-testid="kitchen-load">
      <div className="flex flex-wrap items-center gap-2 lg:shrink-0 lg:flex-nowrap">
        <span className="text-sm font-semibold">{t('kitchen.busyLabel')}</span>
        {BUSY_EXTRA_CHOICES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            aria-pressed={busy.extraMinutes === minutes}
            aria-label={t('kitchen.addLabel', { minutes })}
            disabled={change.isPending || (!mayEnd && minutes < busy.extraMinutes)}
            onClick={() => change.mutate(minutes)}
            className={cx(
              'min-h-11 rounded-full border px-3.5 text-base font-bold tabular-nums transition-colors disabled:opacity-45 lg:min-h-9',
              busy.extraMinutes === minutes ? 'border-warning bg-warning/25 text-text' : 'border-border bg-surface text-text hover:border-warning',
            )}
          >
            {t('kitchen.add', { minutes })}
          </button>
        ))}
        {mayEnd && busy.extraMinutes > 0 ? (
          <button type="button" onClick={() => change.mutate(0)} disabled={change.isPending} className="min-h-11 rounded-full px-3 text-base font-semibold whitespace-nowrap text-primary underline-offset-2 hover:underline lg:min-h-9 dark:text-accent">
            {t('kitchen.end')}
          </button>
        ) : null}
        <span role="status" className="text-sm text-text-muted lg:whitespace-nowrap" data-testid="busy-state">
          {busy.extraMinutes > 0 && busy.until ? t('kitchen.busyUntil', { minutes: busy.extraMinutes, time: time(busy.until, timeZone) }) : t('kitchen.normal')}
        </span>
        {mayEnd ? null : <span className="sr-only">{t('kitchen.staffHint')}</span>}
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 lg:flex-1 lg:flex-row lg:gap-4">
        <SlotStrip type="pickup" slots={load.data.pickup} timeZone={timeZone} />
        <SlotStrip type="delivery" slots={load.data.delivery} timeZone={timeZone} />
      </div>
    </section>
  );
}
