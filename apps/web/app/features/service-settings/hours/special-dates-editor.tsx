/**
 * Closures and changed hours: each entry a date (or a range), closed or its own openings, and a
 * note diners see beside it. Newest additions at the end; the server keeps them in date order.
 */
import { mdiCalendarPlus, mdiDeleteOutline } from '@mdi/js';
import { SPECIAL_DATE_NOTE_MAX } from '@platter/domain';
import { useTranslation } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { SEGMENT_TRAY, segmentClasses } from '../../../staff-area/segments.ts';
import { problemAt, type SpecialDraft } from './hours-model.ts';
import { PeriodsEditor } from './periods-editor.tsx';

export function SpecialDatesEditor({
  specials,
  onChange,
  onAdd,
  problems,
}: {
  specials: SpecialDraft[];
  onChange: (specials: SpecialDraft[]) => void;
  onAdd: () => void;
  problems: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('staffHours');
  const set = (index: number, change: Partial<SpecialDraft>) => onChange(specials.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  return (
    <div>
      {specials.length === 0 ? <p className="text-text-muted">{t('special.none')}</p> : null}
      <ul className="space-y-3">
        {specials.map((entry, index) => {
          const at = (field: string) => `specialDates.${index}.${field}`;
          const title = entry.date || t('special.newTitle');
          return (
            <li key={entry.key} className="rounded-2xl border border-border/80 bg-background/60 p-4" data-testid="special-date">
              <fieldset>
                <legend className="sr-only">{title}</legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[11rem_11rem_minmax(0,1fr)]">
                  <TextField
                    type="date"
                    label={t('special.date')}
                    value={entry.date}
                    onChange={(event) => set(index, { date: event.target.value })}
                    error={problemAt(problems, at('date'))}
                    required
                  />
                  <TextField
                    type="date"
                    label={t('special.endDate')}
                    hint={t('special.endDateHint')}
                    value={entry.endDate}
                    min={entry.date || undefined}
                    onChange={(event) => set(index, { endDate: event.target.value })}
                    error={problemAt(problems, at('endDate'))}
                  />
                  <TextField
                    label={t('special.note')}
                    placeholder={t('special.notePlaceholder')}
                    value={entry.note}
                    maxLength={SPECIAL_DATE_NOTE_MAX}
                    onChange={(event) => set(index, { note: event.target.value })}
                    error={problemAt(problems, at('note'))}
                    containerClassName="sm:col-span-2 lg:col-span-1"
                  />
                </div>
                <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
                  <div className="space-y-3">
                    <div role="radiogroup" aria-label={t('special.kind', { date: title })} className={`inline-flex gap-1 ${SEGMENT_TRAY}`}>
                      {[true, false].map((closed) => (
                        <button
                          key={String(closed)}
                          type="button"
                          role="radio"
                          aria-checked={entry.isClosed === closed}
                          onClick={() => set(index, { isClosed: closed })}
                          className={segmentClasses(entry.isClosed === closed, 'h-10 px-4 text-sm')}
                        >
                          {closed ? t('special.closed') : t('special.changedHours')}
                        </button>
                      ))}
                    </div>
                    {entry.isClosed ? null : (
                      <PeriodsEditor
                        label={title}
                        periods={entry.periods}
                        onChange={(periods) => set(index, { periods })}
                        problemOf={(i) => problemAt(problems, at(`periods.${i}`), ...(i === 0 ? [at('periods')] : []))}
                      />
                    )}
                  </div>
                  <Button
                    variant="text"
                    size="sm"
                    onClick={() => onChange(specials.filter((_, i) => i !== index))}
                    aria-label={t('special.remove', { date: title })}
                  >
                    <Icon path={mdiDeleteOutline} size={18} />
                    {t('special.removeShort')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <Button variant="outline" size="md" className="mt-4" onClick={onAdd}>
        <Icon path={mdiCalendarPlus} size={20} />
        {t('special.add')}
      </Button>
    </div>
  );
}
