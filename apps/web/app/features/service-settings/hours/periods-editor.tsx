/** A day's openings: a row per opening (opens, closes, remove) and 'Add an opening' (lunch, then dinner). */
import { mdiClose, mdiPlus } from '@mdi/js';
import type { OpeningPeriod } from '@platter/domain';
import { useTranslation } from '../../../i18n/react.tsx';
import { inputClasses } from '../../../ui/form-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { withAnotherOpening } from './hours-model.ts';

export function PeriodsEditor({
  label,
  periods,
  onChange,
  problemOf,
}: {
  /** The day or date, for the inputs' names ('Monday opens'). */
  label: string;
  periods: OpeningPeriod[];
  onChange: (periods: OpeningPeriod[]) => void;
  problemOf: (index: number) => string | undefined;
}) {
  const { t } = useTranslation('staffHours');
  const added = withAnotherOpening(periods);
  const set = (index: number, change: Partial<OpeningPeriod>) => onChange(periods.map((period, i) => (i === index ? { ...period, ...change } : period)));
  return (
    <div className="space-y-2">
      {periods.map((period, index) => {
        const problem = problemOf(index);
        const spans = period.close <= period.open;
        return (
          <div key={index}>
            <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
              <span className="w-[7.25rem] sm:w-36">
                <input
                  type="time"
                  value={period.open}
                  aria-label={t('opens', { day: label, n: index + 1 })}
                  aria-invalid={problem ? true : undefined}
                  onChange={(event) => set(index, { open: event.target.value })}
                  className={inputClasses(Boolean(problem), 'h-11 px-3 tabular-nums')}
                />
              </span>
              <span aria-hidden="true" className="text-text-muted">
                –
              </span>
              <span className="w-[7.25rem] sm:w-36">
                <input
                  type="time"
                  value={period.close}
                  aria-label={t('closes', { day: label, n: index + 1 })}
                  aria-invalid={problem ? true : undefined}
                  onChange={(event) => set(index, { close: event.target.value })}
                  className={inputClasses(Boolean(problem), 'h-11 px-3 tabular-nums')}
                />
              </span>
              {periods.length > 1 ? (
                <button
                  type="button"
                  onClick={() => onChange(periods.filter((_, i) => i !== index))}
                  aria-label={t('removeOpening', { day: label, n: index + 1 })}
                  className="inline-flex size-10 items-center justify-center rounded-full text-text-muted hover:bg-text/6 hover:text-text sm:size-11"
                >
                  <Icon path={mdiClose} size={20} />
                </button>
              ) : null}
              {spans && !problem ? <span className="text-sm text-text-muted">{t('pastMidnight')}</span> : null}
            </div>
            {problem ? (
              <p role="alert" className="mt-1 text-sm font-medium text-error">
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
      {added ? (
        <button
          type="button"
          onClick={() => onChange(added)}
          className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-primary hover:bg-primary/8 dark:text-accent"
        >
          <Icon path={mdiPlus} size={18} />
          {t('addOpening')}
        </button>
      ) : null}
    </div>
  );
}
