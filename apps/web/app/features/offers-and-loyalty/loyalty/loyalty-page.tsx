/**
 * Loyalty (Owner; issue 40): the points a diner earns per whole currency unit of an order's total,
 * once it is delivered or collected; the rewards they buy with them are offers (the Offers
 * section). Before, only the tenant file could change it. Checked by the domain's own schema
 * before sending; saved on its version; the storefront and the next completed order follow.
 */
import { formatPrice, loyaltySettingsSchema, pointsEarnedFor, toMajor, type LoyaltySettings } from '@platter/domain';
import { useState, type FormEvent } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { Field, FormSection } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsSection } from '../../../staff-area/use-settings-section.ts';
import { getLoyaltySettings, loyaltySettingsKeys, saveLoyaltySettings, type LoyaltySection } from './loyalty-api.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffLoyalty.json', { eager: true, import: 'default' }));

/** The order the example prices (25 in the restaurant's currency). */
const EXAMPLE_MINOR = 2500;

/** A box's text as the number it says ('' or 'abc': not a number, which the schema refuses with its message). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export default function LoyaltySettingsPage() {
  const { t } = useTranslation('staffLoyalty');
  const symbol = useRestaurant()?.currency.symbol ?? '£';
  const [rate, setRate] = useState<string | null>(null);
  const section = useSettingsSection<LoyaltySettings, LoyaltySection>(
    { key: loyaltySettingsKeys.section(), load: getLoyaltySettings, save: saveLoyaltySettings, texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    (data) => setRate(String(data.settings.pointsPerCurrencyUnit)),
  );
  const { query, problems } = section;

  if (rate === null || !query.data) {
    return <SectionLoadState failed={query.isError && rate === null} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const checked = loyaltySettingsSchema.safeParse({ pointsPerCurrencyUnit: numberOf(rate) });
  const error = problems.fields.get('pointsPerCurrencyUnit');
  const example = checked.success
    ? t('example', { count: pointsEarnedFor(EXAMPLE_MINOR, checked.data.pointsPerCurrencyUnit), total: formatPrice(toMajor(EXAMPLE_MINOR), symbol) })
    : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const local = new Map<string, string>();
    if (!checked.success) for (const issue of checked.error.issues) local.set(issue.path.join('.'), issue.message);
    section.setProblems({ fields: local, general: null });
    if (!checked.success) {
      document.getElementById('loyalty-rate')?.focus();
      return;
    }
    section.save.mutate(checked.data);
  }

  return (
    <section data-testid="loyalty-settings">
      <SectionHeading title={t('title')} intro={t('intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <form noValidate onSubmit={submit} className="flex max-w-3xl min-w-0 flex-col gap-4">
        <FormSection title={t('earn.title')} hint={t('earn.hint', { symbol })}>
          <Field
            id="loyalty-rate"
            label={t('earn.rate', { symbol })}
            inputMode="numeric"
            className="sm:max-w-xs"
            value={rate}
            error={error}
            hint={example ?? t('earn.rateHint')}
            onChange={(e) => setRate(e.target.value)}
          />
        </FormSection>
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problems.general ?? (problems.fields.size ? t('fixErrors') : null)} />
      </form>
    </section>
  );
}
