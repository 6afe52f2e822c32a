/**
 * Tips (Owner, Manager; issue 30): whether diners may add a tip at checkout, the preset
 * percentages (of the food after discounts), a custom amount, and the order types that take
 * them. Checked by the domain's own schema before sending; saved whole on its version; checkout
 * and POST /orders follow at once.
 */
import { FULFILMENT_METHODS, ORDER_TYPES, TIP_LIMITS, tipSettingsSchema, type OrderType } from '@platter/domain';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { CheckChip, Field, FormSection, SwitchRow } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { getTipsSettings, saveTipsSettings } from './tips-api.ts';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../../i18n/*/staffTipSettings.json', { eager: true, import: 'default' }));

/** '10, 12.5 %, 15' → [10, 12.5, 15]; a word that is not a number stays NaN (the schema refuses it with its message). */
const presetsOf = (text: string): number[] =>
  text
    .split(/[,;\s]+/)
    .map((part) => part.replace('%', '').trim())
    .filter(Boolean)
    .map(Number);

/** The form holds the presets as typed ('10, 12.5, 15'); the domain's schema judges the list they make. */
const tipsForm = z.object({
  tips: z
    .object({ enabled: z.boolean(), presets: z.string(), allowCustom: z.boolean(), orderTypes: z.array(z.enum(ORDER_TYPES)) })
    .transform((tips) => ({ ...tips, presets: presetsOf(tips.presets) }))
    .pipe(tipSettingsSchema),
});

export default function TipsSettingsPage() {
  const { t } = useTranslation('staffTipSettings');
  const { section, form, ready, submit, problem, errorAt } = useSettingsForm(
    {
      key: staffSettingsKeys.section('tips'),
      load: getTipsSettings,
      save: saveTipsSettings,
      texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') },
    },
    tipsForm,
    ({ settings: { tips } }) => ({ tips: { ...tips, presets: tips.presets.join(', '), orderTypes: [...tips.orderTypes] } }),
  );
  const { query } = section;

  if (!ready || !query.data) {
    return <SectionLoadState failed={query.isError && !ready} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const typeChip = (orderType: OrderType, id: string, label: string) => (
    <Controller
      key={id}
      control={form.control}
      name="tips.orderTypes"
      render={({ field }) => (
        <CheckChip
          id={id}
          label={label}
          checked={field.value.includes(orderType)}
          onChange={(on) => field.onChange(on ? ORDER_TYPES.filter((o) => o === orderType || field.value.includes(o)) : field.value.filter((o) => o !== orderType))}
        />
      )}
    />
  );
  const switchRow = (name: 'tips.enabled' | 'tips.allowCustom', id: string, label: string) => (
    <Controller control={form.control} name={name} render={({ field }) => <SwitchRow id={id} label={label} checked={field.value} onChange={field.onChange} />} />
  );

  return (
    <section data-testid="tips-settings">
      <SectionHeading title={t('title')} intro={t('intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <form noValidate onSubmit={submit} className="flex max-w-3xl min-w-0 flex-col gap-4">
        <FormSection title={t('offer.title')} hint={t('offer.hint')}>
          {switchRow('tips.enabled', 'tips-enabled', t('offer.enabled'))}
        </FormSection>
        <FormSection title={t('choices.title')} hint={t('choices.hint')} error={errorAt('tips.orderTypes')}>
          <div className="flex flex-col gap-4">
            <Field
              id="tips-presets"
              label={t('choices.presets')}
              inputMode="decimal"
              error={errorAt('tips.presets')}
              hint={t('choices.presetsHint', { max: TIP_LIMITS.presets.max, min: TIP_LIMITS.presets.minPercent, top: TIP_LIMITS.presets.maxPercent })}
              {...form.register('tips.presets')}
            />
            {switchRow('tips.allowCustom', 'tips-custom', t('choices.custom'))}
            <fieldset>
              <legend className="mb-2 text-sm font-semibold">{t('choices.orderTypes')}</legend>
              <div className="flex flex-wrap gap-2" data-testid="tips-order-types">
                {FULFILMENT_METHODS.map((method) => typeChip(method.type, `tips-${method.key}`, t(`choices.${method.key}`)))}
              </div>
            </fieldset>
          </div>
        </FormSection>
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problem(t('fixErrors'))} />
      </form>
    </section>
  );
}
