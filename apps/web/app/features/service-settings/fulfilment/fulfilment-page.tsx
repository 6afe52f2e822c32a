/**
 * Delivery and payment (Owner, Manager): delivery on or off with its fee and the minimum order
 * for delivery, collection on or off, and the payment methods (cash on handover; card payment
 * once the Stripe account is connected). Saved whole on the version it was read at; what diners
 * will see is summed up beside the form.
 */
import { formatPrice, fulfilmentByKey, isOnlinePayment, isPaidOnHandover } from '@platter/domain';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { Field, FieldMessage, FormSection, SwitchRow } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { getFulfilment, saveFulfilment } from './fulfilment-api.ts';
import { amountOf, CASH_ORDER_TYPES, fulfilmentForm, isOnFor, paidBy, switchedFor, valuesOf } from './fulfilment-model.ts';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffFulfilment.json', { eager: true, import: 'default' }));

export default function FulfilmentPage() {
  const { t } = useTranslation('staffFulfilment');
  const symbol = useRestaurant()?.currency.symbol ?? '£';
  const schema = useMemo(() => fulfilmentForm({ amount: t('amountInvalid') }), [t]);
  const { section, form, ready, submit, problem, errorAt: error } = useSettingsForm(
    {
      key: staffSettingsKeys.section('fulfilment'),
      load: getFulfilment,
      save: saveFulfilment,
      texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') },
    },
    schema,
    (data) => valuesOf(data.settings),
  );
  const { query } = section;
  const draft = form.watch();

  if (!ready || !query.data || !draft.delivery) {
    return <SectionLoadState failed={query.isError && !ready} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const canEnableOnline = query.data.onlinePayment.canEnable;
  const methods = draft.paymentMethods;
  const setMethods = (next: typeof methods) => form.setValue('paymentMethods', next, { shouldDirty: true });

  const fee = amountOf(draft.delivery.fee) ?? 0;
  const minimum = amountOf(draft.delivery.minimumOrder) ?? 0;
  return (
    <section data-testid="fulfilment">
      <SectionHeading title={t('title')} intro={t('intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem] xl:items-start">
        <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
          <FormSection title={t('delivery.title')} hint={t('delivery.hint')}>
            <Controller
              control={form.control}
              name="delivery.on"
              render={({ field }) => <SwitchRow id="delivery-on" label={t('delivery.offer')} checked={field.value} onChange={field.onChange} />}
            />
            {draft.delivery.on ? (
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <Field
                  id="delivery-fee"
                  label={t('delivery.fee', { symbol })}
                  inputMode="decimal"
                  error={error('delivery.fee')}
                  hint={t('delivery.feeHint')}
                  {...form.register('delivery.fee')}
                />
                <Field
                  id="delivery-minimum"
                  label={t('delivery.minimum', { symbol })}
                  inputMode="decimal"
                  error={error('delivery.minimumOrder')}
                  hint={t('delivery.minimumHint')}
                  {...form.register('delivery.minimumOrder')}
                />
              </div>
            ) : null}
          </FormSection>
          <FormSection title={t('collection.title')} hint={t('collection.hint')}>
            <Controller
              control={form.control}
              name="delivery.allowsCollection"
              render={({ field }) => <SwitchRow id="collection-on" label={t('collection.offer')} checked={field.value} onChange={field.onChange} />}
            />
            <FieldMessage id="collection-on" error={error('delivery.allowsCollection')} />
          </FormSection>
          <FormSection title={t('payment.title')} hint={t('payment.hint')}>
            <ul className="divide-y divide-border/70">
              {methods.map((method, index) => {
                const id = `payment-${index}`;
                const problem = error(`paymentMethods.${index}.isEnabled`) ?? error(`paymentMethods.${index}.methodName`) ?? error(`paymentMethods.${index}.orderTypes`);
                if (isPaidOnHandover(method.methodName)) {
                  // Cash is switched per order type: on delivery, at collection, or both.
                  return (
                    <li key={method.methodName} className="py-2 first:pt-0 last:pb-0">
                      {CASH_ORDER_TYPES.map(({ orderType, label, hint }) => (
                        <div key={orderType} className="py-1">
                          <SwitchRow
                            id={`${id}-${orderType}`}
                            label={t(label)}
                            checked={isOnFor(method, orderType)}
                            onChange={(on) => setMethods(methods.map((m, i) => (i === index ? switchedFor(m, orderType, on) : m)))}
                          />
                          <FieldMessage id={`${id}-${orderType}`} hint={t(hint)} />
                        </div>
                      ))}
                      <FieldMessage id={id} error={problem} />
                    </li>
                  );
                }
                const online = isOnlinePayment(method.methodName);
                const locked = online && !canEnableOnline && !method.isEnabled;
                const note = online ? (canEnableOnline ? t('payment.onlineReady') : method.isEnabled ? t('payment.onlineNotOffered') : t('payment.onlineNeedsStripe')) : undefined;
                return (
                  <li key={method.methodName} className="py-2 first:pt-0 last:pb-0">
                    <SwitchRow
                      id={id}
                      label={online ? t('payment.online') : method.methodName}
                      checked={method.isEnabled}
                      onChange={(isEnabled) => setMethods(methods.map((m, i) => (i === index ? { ...m, isEnabled } : m)))}
                    />
                    <FieldMessage id={id} error={problem} hint={locked ? t('payment.onlineNeedsStripe') : note} />
                  </li>
                );
              })}
            </ul>
            <FieldMessage id="payment-methods" error={error('paymentMethods')} />
          </FormSection>
          <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problem(t('fixErrors'))} />
        </form>
        <aside aria-labelledby="fulfilment-preview" className="rounded-2xl border border-border/80 bg-surface p-4 xl:sticky xl:top-20">
          <h2 id="fulfilment-preview" className="mb-2 text-sm font-bold tracking-wide text-text-muted">
            {t('preview.title')}
          </h2>
          <ul className="space-y-2 text-sm" data-testid="fulfilment-preview">
            <li>{draft.delivery.on ? (fee === 0 ? t('preview.freeDelivery') : t('preview.delivery', { fee: formatPrice(fee, symbol) })) : t('preview.noDelivery')}</li>
            {draft.delivery.on && minimum > 0 ? <li>{t('preview.minimum', { amount: formatPrice(minimum, symbol) })}</li> : null}
            <li>{draft.delivery.allowsCollection ? t('preview.collection') : t('preview.noCollection')}</li>
            {draft.delivery.on ? <li>{t('preview.deliveryPayment', { methods: paidBy(methods, fulfilmentByKey('delivery').type, canEnableOnline, t('payment.cashDelivery')) || t('preview.noPayment') })}</li> : null}
            {draft.delivery.allowsCollection ? <li>{t('preview.collectionPayment', { methods: paidBy(methods, fulfilmentByKey('pickup').type, canEnableOnline, t('payment.cashCollection')) || t('preview.noPayment') })}</li> : null}
          </ul>
        </aside>
      </div>
    </section>
  );
}
