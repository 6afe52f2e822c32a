import { describe, expect, it } from 'vitest';
import type { OpeningHours } from './contracts/restaurant.ts';
import { asapProblem, earliestScheduledTime, scheduleProblem } from './order-timing.ts';

const TZ = 'Europe/London';
// Tuesday to Sunday 12:00–22:00; Monday closed.
const day = { open: '12:00', close: '22:00', isClosed: false };
const HOURS: OpeningHours = {
  monday: { open: '00:00', close: '00:00', isClosed: true },
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: day,
};
// Tuesday 2 June 2026, 14:00 in London (BST, UTC+1).
const TUESDAY_2PM = new Date('2026-06-02T13:00:00Z');
const minutes = (n: number) => n * 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('ASAP', () => {
  it('is possible only while open', () => {
    expect(asapProblem(HOURS, TZ, TUESDAY_2PM)).toBeNull();
    expect(asapProblem(HOURS, TZ, new Date('2026-06-01T13:00:00Z'))).toBe('closed'); // Monday
    expect(asapProblem({}, TZ, TUESDAY_2PM)).toBe('closed');
  });
});

describe('scheduleProblem', () => {
  it('needs 15 minutes of lead while open', () => {
    expect(scheduleProblem(HOURS, TZ, TUESDAY_2PM, at(TUESDAY_2PM, minutes(10)))).toBe('tooSoon');
    expect(scheduleProblem(HOURS, TZ, TUESDAY_2PM, at(TUESDAY_2PM, minutes(15)))).toBeNull();
  });

  it('allows at most 7 days ahead', () => {
    expect(scheduleProblem(HOURS, TZ, TUESDAY_2PM, at(TUESDAY_2PM, minutes(7 * 24 * 60)))).toBeNull();
    expect(scheduleProblem(HOURS, TZ, TUESDAY_2PM, at(TUESDAY_2PM, minutes(8 * 24 * 60)))).toBe('tooFar');
  });

  it('must fall inside the opening hours', () => {
    expect(scheduleProblem(HOURS, TZ, TUESDAY_2PM, new Date('2026-06-02T21:30:00Z'))).toBe('closed'); // 22:30 BST
    expect(scheduleProblem(HOURS, TZ, TUESDAY_2PM, new Date('2026-06-08T12:00:00Z'))).toBe('closed'); // Monday
    expect(scheduleProblem(HOURS, TZ, TUESDAY_2PM, new Date('2026-06-03T11:00:00Z'))).toBeNull(); // Wed 12:00
  });

  it('while closed, the earliest time is the next opening, even if that is under 15 minutes away', () => {
    const tuesday1155 = new Date('2026-06-02T10:55:00Z');
    expect(scheduleProblem(HOURS, TZ, tuesday1155, new Date('2026-06-02T11:00:00Z'))).toBeNull();
    expect(earliestScheduledTime(HOURS, TZ, tuesday1155)?.toISOString()).toBe('2026-06-02T11:00:00.000Z');
  });

  it('is unavailable without opening hours', () => {
    expect(scheduleProblem({}, TZ, TUESDAY_2PM, at(TUESDAY_2PM, minutes(60)))).toBe('unavailable');
    expect(earliestScheduledTime(null, TZ, TUESDAY_2PM)).toBeNull();
  });

  it('starts the earliest time 15 minutes ahead while open, or at the next opening near closing time', () => {
    expect(earliestScheduledTime(HOURS, TZ, TUESDAY_2PM)?.toISOString()).toBe('2026-06-02T13:15:00.000Z');
    // Tuesday 21:50 BST: 22:05 is closed, so the next opening (Wednesday 12:00).
    expect(earliestScheduledTime(HOURS, TZ, new Date('2026-06-02T20:50:00Z'))?.toISOString()).toBe('2026-06-03T11:00:00.000Z');
  });
});
