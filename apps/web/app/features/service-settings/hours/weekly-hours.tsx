/** The weekly hours: Monday to Sunday, each open or closed, with its openings. */
import { WEEKDAYS_MONDAY_FIRST, type Weekday } from '@platter/domain';
import { useTranslation } from '../../../i18n/react.tsx';
import { cx } from '../../../ui/cx.ts';
import { Switch } from '../../../ui/switch.tsx';
import type { DayDraft } from './hours-model.ts';
import { problemAt } from './hours-model.ts';
import { PeriodsEditor } from './periods-editor.tsx';

export function WeeklyHours({
  days,
  onChange,
  problems,
}: {
  days: Record<Weekday, DayDraft>;
  onChange: (day: Weekday, draft: DayDraft) => void;
  problems: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation(['staffHours', 'common']);
  return (
    <ul className="divide-y divide-border/70">
      {WEEKDAYS_MONDAY_FIRST.map((day) => {
        const draft = days[day];
        const name = t(`common:weekdays.${day}`);
        const labelId = `hours-${day}`;
        return (
          <li key={day} className="grid gap-3 py-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-start" data-testid={`hours-day-${day}`}>
            <div className="flex items-center gap-3 sm:h-11">
              <Switch checked={draft.isOpen} onCheckedChange={(isOpen) => onChange(day, { ...draft, isOpen })} aria-labelledby={labelId} />
              <span id={labelId} className="font-semibold">
                {name}
                <span className="sr-only"> {draft.isOpen ? t('open') : t('closed')}</span>
              </span>
            </div>
            {draft.isOpen ? (
              <PeriodsEditor
                label={name}
                periods={draft.periods}
                onChange={(periods) => onChange(day, { ...draft, periods })}
                problemOf={(index) =>
                  problemAt(
                    problems,
                    `openingHours.${day}.periods.${index}`,
                    ...(index === 0 ? [`openingHours.${day}.open`, `openingHours.${day}.close`, `openingHours.${day}.periods`] : []),
                  )
                }
              />
            ) : (
              <p className={cx('text-text-muted sm:flex sm:h-11 sm:items-center')}>{t('closedAllDay')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
