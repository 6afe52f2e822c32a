import { mdiClockOutline } from '@mdi/js';
import { ORDER_TEXTS, formatTime12h } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Alert } from '../../ui/alert.tsx';
import { cx } from '../../ui/cx.ts';
import { TextField } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Switch } from '../../ui/switch.tsx';
import type { CheckoutFormState } from './use-checkout-form.ts';

/**
 * When: the restaurant's open/closed state (or 'Not taking orders right now' while ordering is paused), ASAP (only while open) or a scheduled date/time in
 * the restaurant's own time zone, up to 7 days ahead.
 */
export function SchedulePicker({ checkout }: { checkout: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const { values, clock } = checkout;
  const { status, noHours } = clock;
  const tz = checkout.restaurant.timeZone;
  const nextOpenDay = status.nextOpenAt ? new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: tz }).format(status.nextOpenAt) : '';
  const nextOpenTime = status.next && 'time' in status.next ? formatTime12h(status.next.time) : '';
  // A pause (heard live on the page, or in the configuration it loaded) says so, never "We're Open!".
  const paused = checkout.restaurant.isAcceptingOrders === false;
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
          <p className="text-sm text-text-muted">{t('details.asapHint')}</p>
        </div>
        <Switch checked={values.isASAP} aria-labelledby="asap-label" disabled={!status.isOpen} onCheckedChange={checkout.toggleAsap} />
      </div>
      {!values.isASAP && !noHours ? (
        <TextField
          containerClassName="mt-4"
          label={t('details.scheduledAt')}
          type="datetime-local"
          min={clock.minLocal}
          max={clock.maxLocal}
          step={60}
          error={timeError}
          hint={
            <>
              {t('details.scheduleHint')} {t('details.timeZoneNote', { timeZone: tz })}
            </>
          }
          {...checkout.form.register('scheduledLocal')}
        />
      ) : null}
    </div>
  );
}
