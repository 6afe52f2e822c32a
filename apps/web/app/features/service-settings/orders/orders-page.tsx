/**
 * Orders (Owner, Manager; issue 29): how long an order may wait for the kitchen before the board
 * alerts (banner, louder alarm, tab title) and the restaurant is e-mailed once, and before it is
 * rejected by itself with the reason the diner reads. Checked by the domain's own schema before
 * sending; saved whole on its version; the sweep and the board follow at once. Guest checkout
 * (issue 30): whether diners may order without an account; who may order is an ordering rule.
 */
import { MISSED_ORDER_LIMITS, MISSED_ORDER_REASON, ordersSettingsSchema } from '@platter/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { staffKeys } from '../../../lib/api/query-keys.ts';
import { Field, FormSection, SwitchRow } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { getOrdersSettings, saveOrdersSettings } from './orders-api.ts';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffOrderSettings.json', { eager: true, import: 'default' }));

// The minutes' boxes give numbers ('' or 'abc': not a number, which the domain's schema refuses with its message).
const asNumber = { valueAsNumber: true } as const;

export default function OrdersSettingsPage() {
  const { t } = useTranslation('staffOrderSettings');
  const queryClient = useQueryClient();
  const { section, form, ready, submit, problem, errorAt } = useSettingsForm(
    {
      key: staffSettingsKeys.section('orders'),
      load: getOrdersSettings,
      save: saveOrdersSettings,
      texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') },
      // The board reads the minutes with its orders.
      onSaved: () => void queryClient.invalidateQueries({ queryKey: staffKeys.board() }),
    },
    ordersSettingsSchema,
    (data) => data.settings,
  );
  const { query } = section;

  if (!ready || !query.data) {
    return <SectionLoadState failed={query.isError && !ready} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const { alertMinutes, rejectMinutes } = MISSED_ORDER_LIMITS;
  return (
    <section data-testid="orders-settings">
      <SectionHeading title={t('title')} intro={t('intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <form noValidate onSubmit={submit} className="flex max-w-3xl min-w-0 flex-col gap-4">
        <FormSection title={t('missed.title')} hint={t('missed.hint')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="orders-alert"
              label={t('missed.alert')}
              inputMode="numeric"
              error={errorAt('missedOrders.alertMinutes')}
              hint={t('missed.alertHint', alertMinutes)}
              {...form.register('missedOrders.alertMinutes', asNumber)}
            />
            <Field
              id="orders-reject"
              label={t('missed.reject')}
              inputMode="numeric"
              error={errorAt('missedOrders.rejectMinutes')}
              hint={t('missed.rejectHint', rejectMinutes)}
              {...form.register('missedOrders.rejectMinutes', asNumber)}
            />
          </div>
          <p className="mt-3 text-sm text-text-muted">{t('missed.reason', { reason: MISSED_ORDER_REASON })}</p>
        </FormSection>
        <FormSection title={t('guests.title')} hint={t('guests.hint')}>
          <Controller
            control={form.control}
            name="guestCheckout"
            render={({ field }) => <SwitchRow id="orders-guest-checkout" label={t('guests.allow')} checked={field.value} onChange={field.onChange} />}
          />
        </FormSection>
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problem(t('fixErrors'))} />
      </form>
    </section>
  );
}
