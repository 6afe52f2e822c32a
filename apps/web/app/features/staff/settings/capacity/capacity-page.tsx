/**
 * Kitchen capacity (Owner, Manager): the slots diners choose from (their length), the preparation
 * and travel time, and the caps per slot by orders and by items for pickup and delivery (empty:
 * no cap). Off: no capacity rules (any time inside the hours). Saved whole on its version; GET
 * /slots and POST /orders follow at once.
 */
import { SLOT_MINUTES_CHOICES, type CapacitySettings } from '@platter/domain';
import { useState, type FormEvent } from 'react';
import { registerCatalogues } from '../../../../i18n/index.ts';
import { useTranslation } from '../../../../i18n/react.tsx';
import { inputClasses } from '../../../../ui/form-field.tsx';
import { Field, FormSection, SwitchRow } from '../../menu-editor/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../section-parts.tsx';
import { useSettingsSection } from '../use-settings-section.ts';
import { capacityKeys, getCapacity, saveCapacity, type CapacitySection } from './capacity-api.ts';
import { draftOf, problemsOf, settingsOf, type CapacityDraft, type CapsDraft } from './capacity-model.ts';

registerCatalogues(import.meta.glob('../../../../i18n/en-GB/staffCapacity.json', { eager: true, import: 'default' }));

export default function CapacityPage() {
  const { t } = useTranslation('staffCapacity');
  const [draft, setDraft] = useState<CapacityDraft | null>(null);
  const section = useSettingsSection<CapacitySettings, CapacitySection>(
    { key: capacityKeys.section(), load: getCapacity, save: saveCapacity, texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    (data) => setDraft(draftOf(data.settings)),
  );
  const { query, problems } = section;

  if (!draft || !query.data) {
    return <SectionLoadState failed={query.isError && !draft} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const change = (next: Partial<CapacityDraft>) => setDraft((old) => (old ? { ...old, ...next } : old));
  const error = (path: string) => problems.fields.get(`capacity.${path}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    const settings = settingsOf(draft!);
    const local = problemsOf(settings);
    section.setProblems({ fields: local, general: null });
    if (local.size) {
      document.querySelector<HTMLElement>('[data-testid="capacity"] [aria-invalid="true"]')?.focus();
      return;
    }
    section.save.mutate(settings);
  }

  const caps = (type: 'pickup' | 'delivery') => {
    const value = draft[type];
    const set = (next: Partial<CapsDraft>) => change({ [type]: { ...value, ...next } });
    return (
      <FormSection title={t(`${type}.title`)} hint={t('caps.hint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${type}-orders`} label={t('caps.orders')} inputMode="numeric" value={value.orders} placeholder={t('caps.none')} error={error(`${type}.maxOrdersPerSlot`)} onChange={(e) => set({ orders: e.target.value })} />
          <Field id={`${type}-items`} label={t('caps.items')} inputMode="numeric" value={value.items} placeholder={t('caps.none')} error={error(`${type}.maxItemsPerSlot`)} hint={t('caps.itemsHint')} onChange={(e) => set({ items: e.target.value })} />
        </div>
      </FormSection>
    );
  };

  return (
    <section data-testid="capacity">
      <SectionHeading title={t('title')} intro={t('intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <form noValidate onSubmit={submit} className="flex max-w-3xl min-w-0 flex-col gap-4">
        <FormSection title={t('slots.title')} hint={t('slots.hint')}>
          <SwitchRow id="capacity-on" label={t('slots.on')} checked={draft.on} onChange={(on) => change({ on })} />
          {draft.on ? (
            <div className="mt-3 grid gap-4 sm:grid-cols-3">
              <div>
                <label htmlFor="capacity-slot" className="mb-1.5 block text-sm font-semibold">
                  {t('slots.length')}
                </label>
                <select id="capacity-slot" value={draft.slotMinutes} onChange={(e) => change({ slotMinutes: e.target.value })} className={inputClasses(Boolean(error('slotMinutes')))}>
                  {SLOT_MINUTES_CHOICES.map((minutes) => (
                    <option key={minutes} value={String(minutes)}>
                      {t('slots.minutes', { minutes })}
                    </option>
                  ))}
                </select>
              </div>
              <Field id="capacity-lead" label={t('slots.lead')} inputMode="numeric" value={draft.lead} error={error('leadMinutes')} hint={t('slots.leadHint')} onChange={(e) => change({ lead: e.target.value })} />
              <Field id="capacity-travel" label={t('slots.travel')} inputMode="numeric" value={draft.travel} error={error('travelMinutes')} hint={t('slots.travelHint')} onChange={(e) => change({ travel: e.target.value })} />
            </div>
          ) : (
            <p className="mt-2 text-sm text-text-muted">{t('slots.offHint')}</p>
          )}
        </FormSection>
        {draft.on ? (
          <>
            {caps('pickup')}
            {caps('delivery')}
          </>
        ) : null}
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problems.general ?? (problems.fields.size ? t('fixErrors') : null)} />
      </form>
    </section>
  );
}
