/**
 * Orders (Owner, Manager; issue 29): how long an order may wait for the kitchen before the board
 * alerts (banner, louder alarm, tab title) and the restaurant is e-mailed once, and before it is
 * rejected by itself with the reason the diner reads. Checked by the domain's own schema before
 * sending; saved whole on its version; the sweep and the board follow at once. Guest checkout
 * (issue 30): whether diners may order without an account; who may order is an ordering rule.
 */
import { MISSED_ORDER_LIMITS, MISSED_ORDER_REASON, missedOrdersSchema, type OrdersSettings } from '@platter/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { staffKeys } from '../../../lib/api/query-keys.ts';
import { Field, FormSection, SwitchRow } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsSection } from '../../../staff-area/use-settings-section.ts';
import { getOrdersSettings, ordersSettingsKeys, saveOrdersSettings, type OrdersSection } from './orders-api.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffOrderSettings.json', { eager: true, import: 'default' }));

interface Draft {
  alert: string;
  reject: string;
  guestCheckout: boolean;
}

const draftOf = ({ missedOrders, guestCheckout }: OrdersSettings): Draft => ({
  alert: String(missedOrders.alertMinutes),
  reject: String(missedOrders.rejectMinutes),
  guestCheckout,
});
/** A box's text as the number it says ('' or 'abc': not a number, which the schema refuses with its message). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export default function OrdersSettingsPage() {
  const { t } = useTranslation('staffOrderSettings');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const section = useSettingsSection<OrdersSettings, OrdersSection>(
    {
      key: ordersSettingsKeys.section(),
      load: getOrdersSettings,
      save: saveOrdersSettings,
      texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') },
      // The board reads the minutes with its orders.
      onSaved: () => void queryClient.invalidateQueries({ queryKey: staffKeys.board() }),
    },
    (data) => setDraft(draftOf(data.settings)),
  );
  const { query, problems } = section;

  if (!draft || !query.data) {
    return <SectionLoadState failed={query.isError && !draft} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const error = (field: 'alertMinutes' | 'rejectMinutes') => problems.fields.get(`missedOrders.${field}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    const missedOrders = { alertMinutes: numberOf(draft!.alert), rejectMinutes: numberOf(draft!.reject) };
    const checked = missedOrdersSchema.safeParse(missedOrders);
    const local = new Map<string, string>();
    if (!checked.success) for (const issue of checked.error.issues) local.set(['missedOrders', ...issue.path].join('.'), issue.message);
    section.setProblems({ fields: local, general: null });
    if (local.size) {
      document.querySelector<HTMLElement>('[data-testid="orders-settings"] [aria-invalid="true"]')?.focus();
      return;
    }
    section.save.mutate({ missedOrders, guestCheckout: draft!.guestCheckout });
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
              value={draft.alert}
              error={error('alertMinutes')}
              hint={t('missed.alertHint', alertMinutes)}
              onChange={(e) => setDraft({ ...draft, alert: e.target.value })}
            />
            <Field
              id="orders-reject"
              label={t('missed.reject')}
              inputMode="numeric"
              value={draft.reject}
              error={error('rejectMinutes')}
              hint={t('missed.rejectHint', rejectMinutes)}
              onChange={(e) => setDraft({ ...draft, reject: e.target.value })}
            />
          </div>
          <p className="mt-3 text-sm text-text-muted">{t('missed.reason', { reason: MISSED_ORDER_REASON })}</p>
        </FormSection>
        <FormSection title={t('guests.title')} hint={t('guests.hint')}>
          <SwitchRow id="orders-guest-checkout" label={t('guests.allow')} checked={draft.guestCheckout} onChange={(guestCheckout) => setDraft({ ...draft, guestCheckout })} />
        </FormSection>
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problems.general ?? (problems.fields.size ? t('fixErrors') : null)} />
      </form>
    </section>
  );
}
