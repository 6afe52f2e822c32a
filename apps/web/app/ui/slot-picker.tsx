import { currentLanguage } from '../i18n/index.ts';
import { dayInZone, formatInZone, type SlotView } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { slotsQuery } from '../lib/api/get-slots.ts';
import { Alert } from './alert.tsx';
import { cx } from './cx.ts';
import { Skeleton } from './skeleton.tsx';

/** '19:25' on the restaurant's clock. */
export function slotTime(iso: string, timeZone: string): string {
  return formatInZone(iso, 'time', timeZone, currentLanguage());
}

const dayKeyOf = (iso: string, timeZone: string) => dayInZone(iso, timeZone);
const dayLabelOf = (iso: string, timeZone: string) => formatInZone(iso, 'dayLabel', timeZone, currentLanguage());

export interface SlotDay {
  key: string;
  label: string;
  slots: SlotView[];
}

/** The slots with room, grouped by the restaurant's calendar day, earliest first (a day with none is left out). */
export function slotDays(slots: readonly SlotView[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    if (!slot.available) continue;
    const key = dayKeyOf(slot.startsAt, timeZone);
    const day = days.get(key) ?? { key, label: dayLabelOf(slot.startsAt, timeZone), slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The scheduled time as the kitchen's slots (GET /slots): the days with room as chips, then the
 * day's times. Nothing here decides capacity: the API says which slots are available.
 */
export function SlotPicker({
  type,
  timeZone,
  selected,
  onChoose,
  error,
}: {
  type: 'pickup' | 'delivery';
  timeZone: string;
  /** The chosen slot's start (ISO), if any. */
  selected: string | null;
  onChoose: (startsAt: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  const slots = useQuery(slotsQuery(type));
  const days = useMemo(() => slotDays(slots.data?.slots ?? [], timeZone), [slots.data, timeZone]);
  const selectedDay = selected ? dayKeyOf(selected, timeZone) : null;
  const [openDay, setOpenDay] = useState<string | null>(null);
  const day = days.find((d) => d.key === (openDay ?? selectedDay)) ?? days[0];

  if (slots.isPending) return <Skeleton className="mt-4 h-24 w-full" />;
  if (slots.isError) return <Alert tone="error" className="mt-4">{t('slots.loadFailed')}</Alert>;
  if (!day) return <Alert tone="warning" className="mt-4">{t('slots.none')}</Alert>;
  return (
    <fieldset className="mt-4" aria-describedby={error ? 'slot-error' : undefined}>
      <legend className="mb-2 text-sm font-semibold">{t('slots.title')}</legend>
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2" role="tablist" aria-label={t('slots.days')}>
        {days.map((d) => (
          <button
            key={d.key}
            type="button"
            role="tab"
            aria-selected={d.key === day.key}
            onClick={() => setOpenDay(d.key)}
            className={cx(
              'shrink-0 rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
              d.key === day.key ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface text-text hover:border-primary',
            )}
          >
            {d.label}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" role="radiogroup" aria-label={day.label} data-testid="slot-times">
        {day.slots.map((slot) => {
          const checked = slot.startsAt === selected;
          return (
            <button
              key={slot.startsAt}
              type="button"
              role="radio"
              name="scheduledLocal"
              aria-checked={checked}
              onClick={() => onChoose(slot.startsAt)}
              className={cx(
                'rounded-xl border px-2 py-2.5 text-sm font-semibold tabular-nums transition-colors',
                checked ? 'border-primary bg-primary/12 text-primary ring-2 ring-primary dark:text-accent' : 'border-border bg-surface text-text hover:border-primary',
              )}
            >
              {slotTime(slot.startsAt, timeZone)}
            </button>
          );
        })}
      </div>
      {error ? (
        <p id="slot-error" role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-text-muted">
        {t('details.scheduleHint')} {t('details.timeZoneNote', { timeZone })}
      </p>
    </fieldset>
  );
}
