/**
 * Kitchen capacity (Owner, Manager): the slots diners choose from (their length), the preparation
 * and travel time, and the caps per slot by orders and by items for pickup and delivery (empty:
 * no cap); the orders per slot for tonight only, and by day of the week (issue 40; empty: the
 * every-day limit). Off: no capacity rules (any time inside the hours). Saved whole on its
 * version; GET /slots and POST /orders follow at once.
 */
import { SLOT_MINUTES_CHOICES, WEEKDAYS_MONDAY_FIRST, capacityDayOf, formatCalendarDate, type CapacitySettings } from '@platter/domain';
import { useState, type FormEvent } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useLanguage, useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { inputClasses } from '../../../ui/form-field.tsx';
import { Field, FormSection, SwitchRow } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsSection } from '../../../staff-area/use-settings-section.ts';
import { capacityKeys, getCapacity, saveCapacity, type CapacitySection } from './capacity-api.ts';
import { draftOf, problemsOf, settingsOf, type CapacityDraft, type CapsDraft, type DayCapsDraft } from './capacity-model.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffCapacity.json', { eager: true, import: 'default' }));

export default function CapacityPage() {
  const { t } = useTranslation('staffCapacity');
  const language = useLanguage();
  const timeZone = useRestaurant()?.timeZone ?? 'Europe/London';
  const [draft, setDraft] = useState<CapacityDraft | null>(null);
  const section = useSettingsSection<CapacitySettings, CapacitySection>(
    { key: capacityKeys.section(), load: getCapacity, save: saveCapacity, texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    (data) => setDraft(draftOf(data.settings, capacityDayOf(new Date(), timeZone))),
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

  /** Orders per slot on one day: a box per order type, its placeholder the every-day limit. */
  const dayBoxes = (id: string, name: string, value: DayCapsDraft, path: string, set: (next: DayCapsDraft) => void) =>
    (['pickup', 'delivery'] as const).map((type) => (
      <div key={type} className="min-w-0">
        <label htmlFor={`${id}-${type}`} className="sr-only">
          {t('days.box', { day: name, type: t(`${type}.title`) })}
        </label>
        <input
          id={`${id}-${type}`}
          inputMode="numeric"
          value={value[type]}
          placeholder={draft[type].orders || '–'}
          aria-invalid={error(`${path}.${type}`) ? true : undefined}
          aria-describedby={error(`${path}.${type}`) ? `${id}-${type}-message` : undefined}
          onChange={(e) => set({ ...value, [type]: e.target.value })}
          className={inputClasses(Boolean(error(`${path}.${type}`)), 'text-center tabular-nums')}
        />
        {error(`${path}.${type}`) ? (
          <p id={`${id}-${type}-message`} className="mt-1 text-sm font-medium text-error">
            {error(`${path}.${type}`)}
          </p>
        ) : null}
      </div>
    ));
  const today = capacityDayOf(new Date(), timeZone);
  const oneOffDay = formatCalendarDate(draft.oneOff.date, language);

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
            <FormSection title={draft.oneOff.date === today ? t('tonight.title') : t('tonight.onDay', { day: oneOffDay })} hint={t('tonight.hint', { day: oneOffDay })}>
              <div className="grid max-w-md grid-cols-2 gap-3" data-testid="capacity-tonight">
                {(['pickup', 'delivery'] as const).map((type) => (
                  <Field
                    key={type}
                    id={`tonight-${type}`}
                    label={t('tonight.orders', { type: t(`${type}.title`) })}
                    inputMode="numeric"
                    value={draft.oneOff[type]}
                    placeholder={draft[type].orders || t('caps.none')}
                    error={error(`oneOff.${type}`)}
                    onChange={(e) => change({ oneOff: { ...draft.oneOff, [type]: e.target.value } })}
                  />
                ))}
              </div>
            </FormSection>
            <FormSection title={t('days.title')} hint={t('days.hint')}>
              <div className="grid max-w-md grid-cols-[minmax(0,1fr)_5.5rem_5.5rem] items-start gap-x-3 gap-y-2" data-testid="capacity-weekdays">
                <span />
                <span className="text-center text-sm font-semibold" aria-hidden="true">
                  {t('pickup.title')}
                </span>
                <span className="text-center text-sm font-semibold" aria-hidden="true">
                  {t('delivery.title')}
                </span>
                {WEEKDAYS_MONDAY_FIRST.map((day) => {
                  const name = t(`common:weekdays.${day}`);
                  return (
                    <div key={day} className="contents">
                      <span className="self-center font-semibold">{name}</span>
                      {dayBoxes(`day-${day}`, name, draft.weekdays[day], `weekdays.${day}`, (next) => change({ weekdays: { ...draft.weekdays, [day]: next } }))}
                    </div>
                  );
                })}
              </div>
            </FormSection>
          </>
        ) : null}
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problems.general ?? (problems.fields.size ? t('fixErrors') : null)} />
      </form>
    </section>
  );
}
