/**
 * Loyalty (Owner; issue 40): the points a diner earns per whole currency unit of an order's total,
 * once it is delivered or collected; the rewards they buy with them are offers (the Offers
 * section). Before, only the tenant file could change it. Checked by the domain's own schema
 * before sending; saved on its version; the storefront and the next completed order follow.
 */
import { formatPrice, loyaltySettingsSchema, pointsEarnedFor, toMajor } from '@platter/domain';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { Field, FormSection } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { getLoyaltySettings, saveLoyaltySettings } from './loyalty-api.ts';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffLoyalty.json', { eager: true, import: 'default' }));

/** The order the example prices (25 in the restaurant's currency). */
const EXAMPLE_MINOR = 2500;

export default function LoyaltySettingsPage() {
  const { t } = useTranslation('staffLoyalty');
  const symbol = useRestaurant()?.currency.symbol ?? '£';
  const { section, form, ready, submit, problem, errorAt } = useSettingsForm(
    { key: staffSettingsKeys.section('loyalty'), load: getLoyaltySettings, save: saveLoyaltySettings, texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    loyaltySettingsSchema,
    (data) => data.settings,
  );
  const { query } = section;
  // The example follows the box as it is typed ('' or 'abc': not a number, and no example).
  const checked = loyaltySettingsSchema.safeParse({ pointsPerCurrencyUnit: form.watch('pointsPerCurrencyUnit') });

  if (!ready || !query.data) {
    return <SectionLoadState failed={query.isError && !ready} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const example = checked.success
    ? t('example', { count: pointsEarnedFor(EXAMPLE_MINOR, checked.data.pointsPerCurrencyUnit), total: formatPrice(toMajor(EXAMPLE_MINOR), symbol) })
    : undefined;

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
            error={errorAt('pointsPerCurrencyUnit')}
            hint={example ?? t('earn.rateHint')}
            {...form.register('pointsPerCurrencyUnit', { valueAsNumber: true })}
          />
        </FormSection>
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problem(t('fixErrors'))} />
      </form>
    </section>
  );
}
