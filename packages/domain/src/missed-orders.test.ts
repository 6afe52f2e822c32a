import { describe, expect, it } from 'vitest';
import type { OpeningHours } from './contracts/index.ts';
import { missedOrderClockFrom } from './missed-orders.ts';

const noonToTen = { open: '12:00', close: '22:00', isClosed: false };
const hours: OpeningHours = { monday: noonToTen, tuesday: noonToTen, wednesday: noonToTen, thursday: noonToTen, friday: noonToTen, saturday: noonToTen, sunday: noonToTen };
// London in June is UTC+1: 'Tue 23:19' is 2026-06-02T22:19Z.
const at = (iso: string) => new Date(iso);

describe('missedOrderClockFrom: the missed-order clock starts when the order is due and the restaurant is open', () => {
  it.each([
    ['an ASAP order placed while open: at once', '2026-06-02T12:00:00Z', null, '2026-06-02T12:00:00Z'],
    ['a pre-order placed overnight for the opening: at the opening', '2026-06-02T22:19:00Z', '2026-06-03T11:00:00Z', '2026-06-03T11:00:00Z'],
    ['a pre-order placed overnight for the evening: its time minus the lead', '2026-06-02T22:19:00Z', '2026-06-03T18:00:00Z', '2026-06-03T17:40:00Z'],
    ['a scheduled order placed while open for later: its time minus the lead', '2026-06-02T12:00:00Z', '2026-06-02T18:00:00Z', '2026-06-02T17:40:00Z'],
    ['a scheduled order whose lead has begun: at once', '2026-06-02T12:00:00Z', '2026-06-02T12:15:00Z', '2026-06-02T12:00:00Z'],
    ['due while still closed (before opening): at the opening', '2026-06-02T07:00:00Z', '2026-06-02T11:15:00Z', '2026-06-02T11:00:00Z'],
  ])('%s', (_name, placedAt, scheduledAt, expected) => {
    expect(missedOrderClockFrom({ schedule: hours, timeZone: 'Europe/London', placedAt: at(placedAt), scheduledAt: scheduledAt ? at(scheduledAt) : null, leadMinutes: 20 })).toEqual(at(expected));
  });

  it('a restaurant with no hours at all: from placing', () => {
    expect(missedOrderClockFrom({ schedule: null, timeZone: 'Europe/London', placedAt: at('2026-06-02T22:19:00Z'), scheduledAt: null, leadMinutes: 20 })).toEqual(at('2026-06-02T22:19:00Z'));
  });
});
