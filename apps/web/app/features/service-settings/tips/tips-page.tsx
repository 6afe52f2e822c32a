/**
 * Tips (Owner, Manager; issue 30): whether diners may add a tip at checkout, the preset
 * percentages (of the food after discounts), a custom amount, and the order types that take
 * them. Checked by the domain's own schema before sending; saved whole on its version; checkout
 * and POST /orders follow at once.
 */
import { FULFILMENT_METHODS, ORDER_TYPES, TIP_LIMITS, tipSettingsSchema, type OrderType, type TipsSettings } from '@platter/domain';
import { useState, type FormEvent } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { CheckChip, Field, FormSection, SwitchRow } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsSection } from '../../../staff-area/use-settings-section.ts';
import { getTipsSettings, saveTipsSettings, tipsSettingsKeys, type TipsSection } from './tips-api.ts';

registerCatalogues(import.meta.glob('../../../i18n/*/staffTipSettings.json', { eager: true, import: 'default' }));

interface Draft {
  enabled: boolean;
  /** The presets as typed: '10, 12.5, 15'. */
  presets: string;
  allowCustom: boolean;
  orderTypes: OrderType[];
}

const draftOf = ({ tips }: TipsSettings): Draft => ({ enabled: tips.enabled, presets: tips.presets.join(', '), allowCustom: tips.allowCustom, orderTypes: [...tips.orderTypes] });
/** '10, 12.5 %, 15' → [10, 12.5, 15]; a word that is not a number stays NaN (the schema refuses it with its message). */
const presetsOf = (text: string): number[] =>
  text
    .split(/[,;\s]+/)
    .map((part) => part.replace('%', '').trim())
    .filter(Boolean)
    .map(Number);

export default function TipsSettingsPage() {
  const { t } = useTranslation('staffTipSettings');
  const [draft, setDraft] = useState<Draft | null>(null);
  const section = useSettingsSection<TipsSettings, TipsSection>(
    {
      key: tipsSettingsKeys.section(),
      load: getTipsSettings,
      save: saveTipsSettings,
      texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') },
    },
    (data) => setDraft(draftOf(data.settings)),
  );
  const { query, problems } = section;

  if (!draft || !query.data) {
    return <SectionLoadState failed={query.isError && !draft} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const error = (field: 'presets' | 'orderTypes') => problems.fields.get(`tips.${field}`);
  const toggleType = (orderType: OrderType, on: boolean) =>
    setDraft({ ...draft, orderTypes: on ? ORDER_TYPES.filter((o) => o === orderType || draft.orderTypes.includes(o)) : draft.orderTypes.filter((o) => o !== orderType) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const tips = { enabled: draft!.enabled, presets: presetsOf(draft!.presets), allowCustom: draft!.allowCustom, orderTypes: draft!.orderTypes };
    const checked = tipSettingsSchema.safeParse(tips);
    const local = new Map<string, string>();
    if (!checked.success) for (const issue of checked.error.issues) local.set(['tips', String(issue.path[0] ?? 'presets')].join('.'), issue.message);
    section.setProblems({ fields: local, general: null });
    if (local.size) {
      document.querySelector<HTMLElement>('[data-testid="tips-settings"] [aria-invalid="true"]')?.focus();
      return;
    }
    section.save.mutate({ tips });
  }

  return (
    <section data-testid="tips-settings">
      <SectionHeading title={t('title')} intro={t('intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <form noValidate onSubmit={submit} className="flex max-w-3xl min-w-0 flex-col gap-4">
        <FormSection title={t('offer.title')} hint={t('offer.hint')}>
          <SwitchRow id="tips-enabled" label={t('offer.enabled')} checked={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })} />
        </FormSection>
        <FormSection title={t('choices.title')} hint={t('choices.hint')} error={error('orderTypes')}>
          <div className="flex flex-col gap-4">
            <Field
              id="tips-presets"
              label={t('choices.presets')}
              inputMode="decimal"
              value={draft.presets}
              error={error('presets')}
              hint={t('choices.presetsHint', { max: TIP_LIMITS.presets.max, min: TIP_LIMITS.presets.minPercent, top: TIP_LIMITS.presets.maxPercent })}
              onChange={(e) => setDraft({ ...draft, presets: e.target.value })}
            />
            <SwitchRow id="tips-custom" label={t('choices.custom')} checked={draft.allowCustom} onChange={(allowCustom) => setDraft({ ...draft, allowCustom })} />
            <fieldset>
              <legend className="mb-2 text-sm font-semibold">{t('choices.orderTypes')}</legend>
              <div className="flex flex-wrap gap-2" data-testid="tips-order-types">
                {FULFILMENT_METHODS.map((method) => (
                  <CheckChip key={method.type} id={`tips-${method.key}`} label={t(`choices.${method.key}`)} checked={draft.orderTypes.includes(method.type)} onChange={(on) => toggleType(method.type, on)} />
                ))}
              </div>
            </fieldset>
          </div>
        </FormSection>
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problems.general ?? (problems.fields.size ? t('fixErrors') : null)} />
      </form>
    </section>
  );
}
