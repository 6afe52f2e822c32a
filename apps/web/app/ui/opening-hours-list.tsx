import { WEEKDAYS_MONDAY_FIRST, formatTime12h, openingHoursLine, type OpeningHours, type Weekday } from '@platter/domain';
import { useTranslation } from '../i18n/react.tsx';
import { cx } from './cx.ts';

/**
 * Monday to Sunday: 'Closed', '{open} - {close}' in 12-hour time, or 'Not specified'.
 * `today`'s row (the weekday in the restaurant's zone, lib/use-restaurant-now.ts) is emphasised.
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
