import { currentLanguage } from '../../i18n/index.ts';
import { mdiClockOutline } from '@mdi/js';
import { ORDER_TEXTS, formatClockTime, fulfilmentByKey, slotTypeOf } from '@platter/domain';
import { formatInZone } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { slotsQuery } from '../../lib/api/get-slots.ts';
import { Alert } from '../../ui/alert.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { Switch } from '../../ui/switch.tsx';
import { SlotPicker, slotTime } from '../../ui/slot-picker.tsx';
import type { CheckoutFormState } from './use-checkout-form.ts';

/**
 * When: the restaurant's open/closed state (or 'Not taking orders right now' while ordering is paused), ASAP (only while open,
 * with the kitchen's estimate 'Ready around 19:25') or one of the kitchen's slots (GET /slots), up to 7 days ahead.
 */
export function SchedulePicker({ checkout }: { checkout: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const { values, clock } = checkout;
  const { status, noHours } = clock;
  const tz = checkout.restaurant.timeZone;
  const nextOpenDay = status.nextOpenAt ? formatInZone(status.nextOpenAt, 'weekday', tz, currentLanguage()) : '';
  const nextOpenTime = status.next && 'time' in status.next ? formatClockTime(status.next.time) : '';
  // A pause (heard live on the page, or in the configuration it loaded) says so, never "We're Open!".
  const paused = checkout.restaurant.isAcceptingOrders === false;
  const type = slotTypeOf(values.orderType);
  const slots = useQuery(slotsQuery(type));
  const asap = slots.data?.asap;
  const chosen = checkout.scheduledSlot;
  // Turning ASAP off (or closing, which presets the next opening) moves the time to the first slot
  // with room from it, once; after that a slot that is no longer available (it filled up) is
  // cleared, so the diner chooses again rather than ordering for a time they did not pick.
  const preset = useRef(false);
  useEffect(() => {
    if (values.isASAP) {
      preset.current = false;
      return;
    }
    if (!slots.data) return;
    const list = slots.data.slots;
    if (chosen && list.some((s) => s.startsAt === chosen && s.available)) {
      preset.current = true;
      return;
    }
    if (!preset.current) {
      preset.current = true;
      const from = chosen ?? '';
      const first = list.find((s) => s.available && s.startsAt >= from) ?? list.find((s) => s.available);
      checkout.chooseSlot(first?.startsAt ?? null);
      return;
    }
    if (chosen) checkout.chooseSlot(null);
  }, [values.isASAP, slots.data, chosen, checkout]);
  const timeError =
    clock.scheduleProblem === 'closed'
      ? ORDER_TEXTS.scheduleClosed
      : clock.scheduleProblem === 'closureDay'
        ? ORDER_TEXTS.scheduleClosureDay
        : clock.scheduleProblem === 'tooFar'
          ? ORDER_TEXTS.scheduleTooFar
          : checkout.errors.schedule;

  return (
    <div>
      <p className="mb-2 text-sm font-semibold text-text">{t('details.when')}</p>
      <div
        className={cx(
          'flex items-center gap-2 rounded-2xl px-4 py-3 text-sm font-semibold',
          status.isOpen && !paused ? 'bg-success/10 text-success' : 'bg-warning/12 text-warning',
        )}
        data-testid="opening-banner"
      >
        <Icon path={mdiClockOutline} size={20} />
        {paused ? t('details.paused') : status.isOpen ? t('details.open') : t('details.closed')}
      </div>
      {noHours ? (
        <Alert tone="warning" className="mt-3">
          {t('details.noHours')} {ORDER_TEXTS.schedulingUnavailable}
        </Alert>
      ) : null}
      {!status.isOpen && !noHours && status.nextOpenAt ? (
        <Alert tone="info" className="mt-3">
          {t('details.scheduleClosed', { day: nextOpenDay, time: nextOpenTime })}
        </Alert>
      ) : null}
      <div className="mt-3 flex items-center justify-between gap-4 rounded-2xl border border-border/80 px-4 py-3">
        <div>
          <p id="asap-label" className="font-semibold">
            {t('details.asap')}
          </p>
          <p className="text-sm text-text-muted" data-testid="asap-estimate">
            {status.isOpen && asap?.available && asap.readyAt
              ? t(`details.${fulfilmentByKey(type).words.promise}`, { time: slotTime(asap.readyAt, tz) })
              : status.isOpen && asap && !asap.available
                ? t('details.asapFull')
                : t('details.asapHint')}
          </p>
        </div>
        <Switch checked={values.isASAP} aria-labelledby="asap-label" disabled={!status.isOpen} onCheckedChange={checkout.toggleAsap} />
      </div>
      {!values.isASAP && !noHours ? (
        <SlotPicker type={type} timeZone={tz} selected={chosen} onChoose={(startsAt) => checkout.chooseSlot(startsAt)} error={timeError} />
      ) : null}
    </div>
  );
}
