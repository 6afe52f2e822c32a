import { describe, expect, it } from 'vitest';
import type { HoursSettings } from '@platter/domain';
import { draftOf, problemsOf, settingsOf, withAnotherOpening } from './hours-model.ts';

const STORED: HoursSettings = {
  openingHours: {
    monday: { open: '00:00', close: '00:00', isClosed: true },
    tuesday: { open: '12:00', close: '22:30', isClosed: false },
    friday: { open: '17:00', close: '01:00', isClosed: false },
    sunday: { open: '12:00', close: '15:00', isClosed: false, periods: [{ open: '12:00', close: '15:00' }, { open: '18:00', close: '21:00' }] },
  },
  specialDates: [{ date: '2026-12-25', isClosed: true, note: 'Christmas Day' }],
};

describe('the hours form model', () => {
  it('round-trips the stored hours (missing days become closed ones)', () => {
    const back = settingsOf(draftOf(STORED));
    expect(back.openingHours.tuesday).toEqual(STORED.openingHours.tuesday);
    expect(back.openingHours.sunday).toEqual(STORED.openingHours.sunday);
    expect(back.openingHours.wednesday).toEqual({ open: '12:00', close: '22:00', isClosed: true });
    expect(back.specialDates).toEqual(STORED.specialDates);
    expect(problemsOf(back).size).toBe(0);
  });

  it('splits a day open through the afternoon into lunch and dinner, else adds an opening after the last', () => {
    expect(withAnotherOpening([{ open: '12:00', close: '22:30' }])).toEqual([
      { open: '12:00', close: '15:00' },
      { open: '18:00', close: '22:30' },
    ]);
    expect(withAnotherOpening([{ open: '12:00', close: '01:00' }])).toEqual([
      { open: '12:00', close: '15:00' },
      { open: '18:00', close: '01:00' },
    ]);
    expect(withAnotherOpening([{ open: '07:00', close: '10:00' }])).toEqual([
      { open: '07:00', close: '10:00' },
      { open: '11:00', close: '13:00' },
    ]);
    expect(withAnotherOpening([{ open: '17:00', close: '01:00' }])).toBeNull();
  });

  it('names the field of each problem as the server does', () => {
    const draft = draftOf(STORED);
    draft.days.tuesday.periods = [{ open: '12:00', close: '16:00' }, { open: '15:00', close: '22:00' }];
    draft.specials[0]!.endDate = '2026-12-20';
    const problems = problemsOf(settingsOf(draft));
    expect(problems.get('openingHours.tuesday.periods.1')).toBe('Openings must be in time order and must not overlap.');
    expect(problems.get('specialDates.0.endDate')).toBe('The last day cannot be before the first.');
  });
});
