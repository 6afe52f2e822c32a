/**
 * The hours form's model: the section as the owner edits it (a day's openings as a list, whatever
 * the stored shape), back to the stored shape (`open/close` the first opening, `periods` only when
 * there are several), and the form's schema: the domain's, over what the draft means.
 */
import { readingForm } from '../../../staff-area/use-settings-form.ts';
import { WEEKDAYS_MONDAY_FIRST, hoursSettingsSchema, MAX_PERIODS_PER_DAY, type HoursSettings, type OpeningHours, type OpeningPeriod, type SpecialDate, type Weekday } from '@platter/domain';

export interface DayDraft {
  isOpen: boolean;
  periods: OpeningPeriod[];
}

export interface SpecialDraft {
  /** A stable key for React while dates are edited. */
  key: string;
  date: string;
  endDate: string;
  isClosed: boolean;
  periods: OpeningPeriod[];
  note: string;
}

export interface HoursDraft {
  days: Record<Weekday, DayDraft>;
  specials: SpecialDraft[];
}

const LUNCH: OpeningPeriod = { open: '12:00', close: '15:00' };
const DINNER: OpeningPeriod = { open: '18:00', close: '22:00' };

let keys = 0;
const nextKey = () => `special-${++keys}`;

export function draftOf(settings: HoursSettings): HoursDraft {
  const days = Object.fromEntries(
    WEEKDAYS_MONDAY_FIRST.map((day) => {
      const entry = settings.openingHours[day];
      const periods = entry ? (entry.periods?.length ? entry.periods : [{ open: entry.open, close: entry.close }]) : [];
      return [day, { isOpen: Boolean(entry && !entry.isClosed), periods: periods.length ? periods : [{ open: '12:00', close: '22:00' }] }];
    }),
  ) as Record<Weekday, DayDraft>;
  const specials = settings.specialDates.map((entry) => ({
    key: nextKey(),
    date: entry.date,
    endDate: entry.endDate ?? '',
    isClosed: entry.isClosed,
    periods: entry.periods ?? [{ ...LUNCH }],
    note: entry.note,
  }));
  return { days, specials };
}

export function settingsOf(draft: HoursDraft): HoursSettings {
  const openingHours: OpeningHours = {};
  for (const day of WEEKDAYS_MONDAY_FIRST) {
    const { isOpen, periods } = draft.days[day];
    const [first = { open: '00:00', close: '00:00' }] = periods;
    openingHours[day] = { open: first.open, close: first.close, isClosed: !isOpen, ...(isOpen && periods.length > 1 ? { periods } : {}) };
  }
  const specialDates: SpecialDate[] = draft.specials.map((entry) => ({
    date: entry.date,
    ...(entry.endDate && entry.endDate !== entry.date ? { endDate: entry.endDate } : {}),
    isClosed: entry.isClosed,
    ...(entry.isClosed ? {} : { periods: entry.periods }),
    note: entry.note.trim(),
  }));
  return { openingHours, specialDates };
}

const plusMinutes = (hhmm: string, minutes: number): string | null => {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes;
  if (total >= 24 * 60) return null;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The day's openings with one more (null when there is no room): a day open from lunch into the
 * evening is split into lunch (until 15:00) and dinner (from 18:00); otherwise an opening an hour
 * after the last one closes.
 */
export function withAnotherOpening(periods: readonly OpeningPeriod[]): OpeningPeriod[] | null {
  if (periods.length >= MAX_PERIODS_PER_DAY) return null;
  const last = periods.at(-1);
  if (!last) return [{ ...LUNCH }];
  const runsLate = last.close <= last.open || last.close > DINNER.open;
  if (last.open < LUNCH.close && runsLate) {
    return [...periods.slice(0, -1), { open: last.open, close: LUNCH.close }, { open: DINNER.open, close: last.close }];
  }
  if (last.close <= last.open) return null;
  const open = plusMinutes(last.close, 60);
  const close = open && plusMinutes(open, 120);
  return open && close ? [...periods, { open, close }] : null;
}

export function newSpecialDate(today: string): SpecialDraft {
  return { key: nextKey(), date: today, endDate: '', isClosed: true, periods: [{ ...LUNCH }], note: '' };
}

/**
 * The form's schema: the settings the draft means, judged by the domain's `hoursSettingsSchema`
 * (its refusals by field path: 'openingHours.monday.periods.1', 'specialDates.0.date').
 */
export const hoursForm = readingForm(hoursSettingsSchema, settingsOf);

/** The schema's refusals, by field path ('openingHours.monday.periods.1', 'specialDates.0.date'). */
export function problemsOf(settings: HoursSettings): Map<string, string> {
  const result = hoursSettingsSchema.safeParse(settings);
  const problems = new Map<string, string>();
  if (!result.success) for (const issue of result.error.issues) problems.set(issue.path.join('.'), issue.message);
  return problems;
}

/** The first problem at or under `prefix` (a period's own, then its day's or date's). */
export function problemAt(problems: ReadonlyMap<string, string>, ...paths: string[]): string | undefined {
  for (const path of paths) {
    const found = problems.get(path);
    if (found) return found;
  }
  return undefined;
}
