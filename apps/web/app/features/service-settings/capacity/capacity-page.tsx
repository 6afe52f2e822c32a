/**
 * Kitchen capacity (Owner, Manager): the slots diners choose from (their length), the preparation
 * and travel time, and the caps per slot by orders and by items for pickup and delivery (empty:
 * no cap); the orders per slot for tonight only, and by day of the week (issue 40; empty: the
 * every-day limit). Off: no capacity rules (any time inside the hours). Saved whole on its
 * version; GET /slots and POST /orders follow at once.
 */
import { SLOT_MINUTES_CHOICES, WEEKDAYS_MONDAY_FIRST, capacityDayOf, formatCalendarDate } from '@platter/domain';
import { Controller } from 'react-hook-form';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useLanguage, useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { inputClasses } from '../../../ui/form-field.tsx';
import { Field, FormSection, SwitchRow } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { getCapacity, saveCapacity } from './capacity-api.ts';
import { capacityForm, valuesOf } from './capacity-model.ts';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffCapacity.json', { eager: true, import: 'default' }));

export default function CapacityPage() {
  const { t } = useTranslation('staffCapacity');
  const language = useLanguage();
  const timeZone = useRestaurant()?.timeZone ?? 'Europe/London';
  const { section, form, ready, submit, problem, errorAt } = useSettingsForm(
    { key: staffSettingsKeys.section('capacity'), load: getCapacity, save: saveCapacity, texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    capacityForm,
    (data) => valuesOf(data.settings, capacityDayOf(new Date(), timeZone)),
  );
  const { query } = section;
  const draft = form.watch('capacity');

  if (!ready || !query.data || !draft) {
    return <SectionLoadState failed={query.isError && !ready} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const error = (path: string) => errorAt(`capacity.${path}`);

  const caps = (type: 'pickup' | 'delivery') => (
    <FormSection title={t(`${type}.title`)} hint={t('caps.hint')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${type}-orders`} label={t('caps.orders')} inputMode="numeric" placeholder={t('caps.none')} error={error(`${type}.maxOrdersPerSlot`)} {...form.register(`capacity.${type}.maxOrdersPerSlot`)} />
        <Field id={`${type}-items`} label={t('caps.items')} inputMode="numeric" placeholder={t('caps.none')} error={error(`${type}.maxItemsPerSlot`)} hint={t('caps.itemsHint')} {...form.register(`capacity.${type}.maxItemsPerSlot`)} />
      </div>
    </FormSection>
  );

  /** Orders per slot on one day: a box per order type, its placeholder the every-day limit. */
  const dayBoxes = (id: string, name: string, path: `weekdays.${(typeof WEEKDAYS_MONDAY_FIRST)[number]}`) =>
    (['pickup', 'delivery'] as const).map((type) => (
      <div key={type} className="min-w-0">
        <label htmlFor={`${id}-${type}`} className="sr-only">
          {t('days.box', { day: name, type: t(`${type}.title`) })}
        </label>
        <input
          id={`${id}-${type}`}
          inputMode="numeric"
          placeholder={draft[type].maxOrdersPerSlot || '–'}
          aria-invalid={error(`${path}.${type}`) ? true : undefined}
          aria-describedby={error(`${path}.${type}`) ? `${id}-${type}-message` : undefined}
          className={inputClasses(Boolean(error(`${path}.${type}`)), 'text-center tabular-nums')}
          {...form.register(`capacity.${path}.${type}`)}
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
          <Controller control={form.control} name="capacity.on" render={({ field }) => <SwitchRow id="capacity-on" label={t('slots.on')} checked={field.value} onChange={field.onChange} />} />
          {draft.on ? (
            <div className="mt-3 grid gap-4 sm:grid-cols-3">
              <div>
                <label htmlFor="capacity-slot" className="mb-1.5 block text-sm font-semibold">
                  {t('slots.length')}
                </label>
                <select id="capacity-slot" className={inputClasses(Boolean(error('slotMinutes')))} {...form.register('capacity.slotMinutes')}>
                  {SLOT_MINUTES_CHOICES.map((minutes) => (
                    <option key={minutes} value={String(minutes)}>
                      {t('slots.minutes', { minutes })}
                    </option>
                  ))}
                </select>
              </div>
              <Field id="capacity-lead" label={t('slots.lead')} inputMode="numeric" error={error('leadMinutes')} hint={t('slots.leadHint')} {...form.register('capacity.leadMinutes')} />
              <Field id="capacity-travel" label={t('slots.travel')} inputMode="numeric" error={error('travelMinutes')} hint={t('slots.travelHint')} {...form.register('capacity.travelMinutes')} />
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
                    placeholder={draft[type].maxOrdersPerSlot || t('caps.none')}
                    error={error(`oneOff.${type}`)}
                    {...form.register(`capacity.oneOff.${type}`)}
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
                      {dayBoxes(`day-${day}`, name, `weekdays.${day}`)}
                    </div>
                  );
                })}
              </div>
            </FormSection>
          </>
        ) : null}
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problem(t('fixErrors'))} />
      </form>
    </section>
  );
}
