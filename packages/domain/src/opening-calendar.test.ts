import { describe, expect, it } from 'vitest';
import { hoursSettingsSchema, openingHoursSchema, specialDatesSchema, type OpeningHours, type SpecialDate } from './contracts/index.ts';
import { isOpenAt, nextOpeningSlot, openingStatus, periodsOn, upcomingSpecialDates, type OpeningCalendar } from './opening-hours.ts';
import { scheduleProblem } from './order-timing.ts';

const TZ = 'Europe/London';
const split = { open: '12:00', close: '15:00', isClosed: false, periods: [{ open: '12:00', close: '15:00' }, { open: '18:00', close: '23:00' }] };
/** Lunch and dinner every day. */
const WEEKLY: OpeningHours = {
  sunday: split,
  monday: split,
  tuesday: split,
  wednesday: split,
  thursday: split,
  friday: split,
  saturday: split,
};
const calendar = (specialDates: SpecialDate[]): OpeningCalendar => ({ weekly: WEEKLY, specialDates });
const CHRISTMAS: SpecialDate = { date: '2026-12-25', isClosed: true, note: 'Christmas Day' };

describe('several openings a day (lunch and dinner)', () => {
  it.each([
    ['11:59 closed before lunch', '2026-06-02T10:59:00Z', false],
    ['12:00 open for lunch', '2026-06-02T11:00:00Z', true],
    ['16:00 closed in the afternoon', '2026-06-02T15:00:00Z', false],
    ['18:00 open for dinner', '2026-06-02T17:00:00Z', true],
    ['22:59 still open', '2026-06-02T21:59:00Z', true],
    ['23:00 closed', '2026-06-02T22:00:00Z', false],
  ])('%s (London, summer time)', (_name, instant, open) => {
    expect(isOpenAt(WEEKLY, TZ, new Date(instant))).toBe(open);
  });

  it('keeps 16:00 closed and 18:00 open on both sides of a clock change', () => {
    // Sunday 25 October 2026: the clocks go back at 02:00 BST (01:00 UTC).
    expect(isOpenAt(WEEKLY, TZ, new Date('2026-10-24T15:00:00Z'))).toBe(false); // Saturday 16:00 BST
    expect(isOpenAt(WEEKLY, TZ, new Date('2026-10-24T17:00:00Z'))).toBe(true); // Saturday 18:00 BST
    expect(isOpenAt(WEEKLY, TZ, new Date('2026-10-25T16:00:00Z'))).toBe(false); // Sunday 16:00 GMT
    expect(isOpenAt(WEEKLY, TZ, new Date('2026-10-25T18:00:00Z'))).toBe(true); // Sunday 18:00 GMT
    expect(isOpenAt(WEEKLY, TZ, new Date('2026-10-25T17:59:00Z'))).toBe(false); // 17:59 GMT
  });

  it('opens next at dinner when closed in the afternoon', () => {
    expect(nextOpeningSlot(WEEKLY, TZ, new Date('2026-06-02T15:00:00Z'))?.toISOString()).toBe('2026-06-02T17:00:00.000Z');
    expect(openingStatus(WEEKLY, TZ, new Date('2026-06-02T15:00:00Z')).next).toEqual({ kind: 'opensToday', time: '18:00' });
  });

  it('refuses a time in the afternoon gap as outside the hours', () => {
    const now = new Date('2026-06-02T09:00:00Z');
    expect(scheduleProblem(WEEKLY, TZ, now, new Date('2026-06-02T15:00:00Z'))).toBe('closed');
    expect(scheduleProblem(WEEKLY, TZ, now, new Date('2026-06-02T17:00:00Z'))).toBeNull();
  });
});

describe('special dates', () => {
  it('closes the whole day of a closure, and says so as RESTAURANT_CLOSED', () => {
    const cal = calendar([CHRISTMAS]);
    expect(isOpenAt(cal, TZ, new Date('2026-12-25T12:30:00Z'))).toBe(false);
    expect(isOpenAt(cal, TZ, new Date('2026-12-24T12:30:00Z'))).toBe(true);
    expect(scheduleProblem(cal, TZ, new Date('2026-12-24T09:00:00Z'), new Date('2026-12-25T19:00:00Z'))).toBe('closureDay');
    expect(nextOpeningSlot(cal, TZ, new Date('2026-12-24T23:30:00Z'))?.toISOString()).toBe('2026-12-26T12:00:00.000Z');
    expect(openingStatus(cal, TZ, new Date('2026-12-25T10:00:00Z')).next).toEqual({ kind: 'opensOn', weekday: 'saturday', time: '12:00' });
  });

  it('closes every day of a range, and only those', () => {
    const cal = calendar([{ date: '2026-12-24', endDate: '2026-12-26', isClosed: true, note: '' }]);
    expect(isOpenAt(cal, TZ, new Date('2026-12-23T19:00:00Z'))).toBe(true);
    for (const day of ['24', '25', '26']) expect(isOpenAt(cal, TZ, new Date(`2026-12-${day}T19:00:00Z`))).toBe(false);
    expect(isOpenAt(cal, TZ, new Date('2026-12-27T19:00:00Z'))).toBe(true);
  });

  it('replaces the hours of a day with changed hours', () => {
    const cal = calendar([{ date: '2026-12-31', isClosed: false, periods: [{ open: '18:00', close: '02:00' }], note: "New Year's Eve" }]);
    expect(periodsOn(cal, { year: 2026, month: 11, day: 31 })).toEqual([{ open: '18:00', close: '02:00' }]);
    expect(isOpenAt(cal, TZ, new Date('2026-12-31T12:30:00Z'))).toBe(false); // no lunch that day
    expect(isOpenAt(cal, TZ, new Date('2027-01-01T01:30:00Z'))).toBe(true); // past midnight
  });

  it('keeps the evening before open past midnight into a closed day (the hour belongs to the evening)', () => {
    const late = { open: '18:00', close: '01:00', isClosed: false };
    const cal: OpeningCalendar = { weekly: { thursday: late, friday: late }, specialDates: [CHRISTMAS] };
    expect(isOpenAt(cal, TZ, new Date('2026-12-25T00:30:00Z'))).toBe(true);
    expect(isOpenAt(cal, TZ, new Date('2026-12-25T18:30:00Z'))).toBe(false);
  });

  it('lists those touching the next 14 days, earliest first', () => {
    const list: SpecialDate[] = [
      { date: '2027-01-20', isClosed: true, note: '' },
      CHRISTMAS,
      { date: '2026-12-01', endDate: '2026-12-13', isClosed: true, note: 'Refurbishment' },
    ];
    const now = new Date('2026-12-13T10:00:00Z');
    expect(upcomingSpecialDates(list, TZ, now).map((entry) => entry.date)).toEqual(['2026-12-01', '2026-12-25']);
    expect(upcomingSpecialDates(list, TZ, new Date('2026-12-14T10:00:00Z')).map((entry) => entry.date)).toEqual(['2026-12-25']);
    expect(upcomingSpecialDates(list, TZ, new Date('2026-12-10T10:00:00Z')).map((entry) => entry.date)).toEqual(['2026-12-01']);
  });
});

describe('the hours section schema', () => {
  const problems = (value: unknown) => {
    const result = hoursSettingsSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts lunch and dinner, a closure and changed hours', () => {
    expect(problems({ openingHours: WEEKLY, specialDates: [CHRISTMAS, { date: '2026-12-31', isClosed: false, periods: [{ open: '18:00', close: '02:00' }] }] })).toEqual([]);
  });

  it.each([
    [{ tuesday: { ...split, periods: [{ open: '12:00', close: '15:00' }, { open: '14:00', close: '23:00' }] } }, 'tuesday.periods.1: Openings must be in time order and must not overlap.'],
    [{ tuesday: { ...split, periods: [{ open: '12:00', close: '01:00' }, { open: '18:00', close: '23:00' }] } }, 'tuesday.periods.0: Only the last opening of a day may run past midnight.'],
    [{ tuesday: { ...split, open: '11:00' } }, 'tuesday.open: open and close must be the first of periods.'],
    [{ tuesday: { ...split, periods: [] } }, 'tuesday.periods: Add at least one opening, or mark the day closed.'],
  ])('refuses weekly hours that make no sense (%#)', (openingHours, problem) => {
    const result = openingHoursSchema.safeParse(openingHours);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toContain(problem);
  });

  it.each([
    [[{ date: '2026-02-30', isClosed: true }], '0.date: That date does not exist.'],
    [[{ date: '2026-12-26', endDate: '2026-12-24', isClosed: true }], '0.endDate: The last day cannot be before the first.'],
    [[{ date: '2026-12-24', isClosed: false }], '0.periods: Give the opening times, or mark it closed.'],
    [[{ date: '2026-12-24', endDate: '2026-12-26', isClosed: true }, { date: '2026-12-25', isClosed: true }], '1.date: This overlaps the entry for 2026-12-24: one entry per day.'],
    [[{ date: '2026-01-01', endDate: '2027-06-01', isClosed: true }], '0.endDate: One entry covers at most 366 days.'],
  ])('refuses special dates that make no sense (%#)', (specialDates, problem) => {
    const result = specialDatesSchema.safeParse(specialDates);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toContain(problem);
  });
});
