import {
  WEEKDAYS_MONDAY_FIRST,
  formatCalendarDate,
  formatClockTime,
  openingHoursLine,
  specialDateLine,
  type OpeningHours,
  type OpeningPeriod,
  type SpecialDate,
  type Weekday,
} from '@platter/domain';
import { mdiCalendarAlertOutline } from '@mdi/js';
import { currentLanguage } from '../i18n/index.ts';
import { useTranslation } from '../i18n/react.tsx';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

/** '11:30 - 14:30', one line per opening of the day. */
function Periods({ periods }: { periods: readonly OpeningPeriod[] }) {
  const { t } = useTranslation('common');
  return (
    <>
      {periods.map((period, index) => (
        <span key={index} className="block">
          {t('openingHours.range', { open: formatClockTime(period.open), close: formatClockTime(period.close) })}
        </span>
      ))}
    </>
  );
}

/**
 * Monday to Sunday: 'Closed', '{open} - {close}' in 12-hour time (a line per opening when a day
 * has several), or 'Not specified'. `today`'s row (the weekday in the restaurant's zone,
 * lib/use-restaurant-now.ts) is emphasised.
 */
export function OpeningHoursList({
  hours,
  today,
  className,
}: {
  hours: OpeningHours | null | undefined;
  today?: Weekday | null;
  className?: string;
}) {
  const { t } = useTranslation('common');

  return (
    <dl className={cx('divide-y divide-border/70', className)}>
      {WEEKDAYS_MONDAY_FIRST.map((day) => {
        const line = openingHoursLine(hours?.[day]);
        const isToday = day === today;
        return (
          <div
            key={day}
            className={cx('flex items-baseline justify-between gap-4 py-2.5 text-[0.9375rem]', isToday && 'font-semibold')}
            aria-current={isToday ? 'date' : undefined}
          >
            <dt className={cx(isToday ? 'text-primary dark:text-accent' : 'text-text')}>{t(`weekdays.${day}`)}</dt>
            <dd
              className={cx(
                'text-right tabular-nums',
                line.kind === 'hours' ? 'text-text' : 'text-text-muted',
              )}
            >
              {line.kind === 'closed' ? (
                t('openingHours.closed')
              ) : line.kind === 'hours' ? (
                <Periods periods={line.periods} />
              ) : (
                t('openingHours.notSpecified')
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * Closures and changed hours coming up (the public configuration's next 14 days): 'Closed on
 * Thursday 25 December', 'Open Thursday 31 December: 12:00 - 16:00', each with its note.
 * Nothing when none is coming.
 */
export function SpecialDatesList({ specialDates, className }: { specialDates: readonly SpecialDate[] | undefined; className?: string }) {
  const { t } = useTranslation('common');
  if (!specialDates?.length) return null;
  const date = (iso: string) => formatCalendarDate(iso, currentLanguage());
  return (
    <section className={cx('rounded-2xl bg-warning/12 p-4 ring-1 ring-inset ring-warning/40', className)} data-testid="special-dates">
      <h4 className="flex items-center gap-2 text-[0.9375rem] font-semibold">
        <Icon path={mdiCalendarAlertOutline} size={20} className="text-text" />
        {t('specialDates.title')}
      </h4>
      <ul className="mt-2 space-y-2 text-[0.9375rem]">
        {specialDates.map((entry) => {
          const line = specialDateLine(entry);
          const when = line.to ? t('specialDates.range', { from: date(line.from), to: date(line.to) }) : date(line.from);
          return (
            <li key={entry.date}>
              <p className="font-medium">
                {line.kind === 'closed' ? t('specialDates.closed', { when }) : t('specialDates.hours', { when })}
              </p>
              {line.kind === 'hours' ? (
                <p className="tabular-nums text-text-muted">
                  <Periods periods={line.periods} />
                </p>
              ) : null}
              {line.note ? <p className="text-text-muted">{line.note}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
