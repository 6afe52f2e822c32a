import { WEEKDAYS_MONDAY_FIRST, formatTime12h, openingHoursLine, type OpeningHours, type Weekday } from '@platter/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { cx } from './cx.ts';

function weekdayIn(timeZone: string, now: Date): Weekday | null {
  try {
    return new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone }).format(now).toLowerCase() as Weekday;
  } catch {
    return null;
  }
}

/**
 * Monday to Sunday: 'Closed', '{open} - {close}' in 12-hour time, or 'Not specified'.
 * With `timeZone`, today's row (in the restaurant's zone) is emphasised after hydration.
 */
export function OpeningHoursList({
  hours,
  timeZone,
  className,
}: {
  hours: OpeningHours | null | undefined;
  timeZone?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [today, setToday] = useState<Weekday | null>(null);
  useEffect(() => {
    if (timeZone) setToday(weekdayIn(timeZone, new Date()));
  }, [timeZone]);

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
              {line.kind === 'closed'
                ? t('openingHours.closed')
                : line.kind === 'hours'
                  ? t('openingHours.range', { open: formatTime12h(line.open), close: formatTime12h(line.close) })
                  : t('openingHours.notSpecified')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
