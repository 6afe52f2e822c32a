import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OpeningHours, OpeningHoursEntry } from './contracts/restaurant.ts';
import {
  NEXT_OPENING_SEARCH_DAYS,
  WEEKDAYS_MONDAY_FIRST,
  formatClockTime,
  isOpenAt,
  nextOpeningSlot,
  openingHoursLine,
  openingStatus,
  weekdayAt,
  type NextOpening,
} from './opening-hours.ts';
import { offsetTransitions } from './zoned-time.ts';

// Expected instants are written as ISO strings with explicit offsets, so nothing in the test
// depends on the machine's zone. Run with TZ=UTC and TZ=America/New_York.

const open = (o: string, c: string): OpeningHoursEntry => ({ open: o, close: c, isClosed: false });
const closed: OpeningHoursEntry = { open: '09:00', close: '17:00', isClosed: true };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const LONDON = 'Europe/London';
const LISBON = 'Europe/Lisbon';

/** June 2026: Mon 1, Tue 2, Wed 3, Thu 4, Fri 5, Sat 6, Sun 7, Mon 8 (London is BST, UTC+1). */
const week: OpeningHours = {
  monday: open('11:00', '22:00'),
  tuesday: closed,
  wednesday: open('11:00', '22:00'),
  thursday: open('11:00', '22:00'),
  friday: open('17:00', '01:00'),
  saturday: closed,
  sunday: open('12:00', '20:00'),
};

interface Case {
  name: string;
  hours: OpeningHours | null | undefined;
  tz: string;
  now: string;
  isOpen: boolean;
  next?: NextOpening | null;
  nextOpenAt?: string | null;
}

function check(c: Case): void {
  const now = new Date(c.now);
  const status = openingStatus(c.hours, c.tz, now);
  expect(status.isOpen).toBe(c.isOpen);
  expect(isOpenAt(c.hours, c.tz, now)).toBe(c.isOpen);
  if (c.isOpen) {
    expect(status.next).toBeNull();
    expect(status.nextOpenAt).toBeNull();
    expect(nextOpeningSlot(c.hours, c.tz, now)?.toISOString()).toBe(now.toISOString());
    return;
  }
  if (c.next !== undefined) expect(status.next).toEqual(c.next);
  if (c.nextOpenAt !== undefined) {
    const expected = c.nextOpenAt === null ? null : new Date(c.nextOpenAt).toISOString();
    expect(status.nextOpenAt?.toISOString() ?? null).toBe(expected);
    expect(nextOpeningSlot(c.hours, c.tz, now)?.toISOString() ?? null).toBe(expected);
    if (expected !== null) {
      expect(isOpenAt(c.hours, c.tz, new Date(expected))).toBe(true);
      expect(isOpenAt(c.hours, c.tz, new Date(Date.parse(expected) - MINUTE))).toBe(false);
    }
  }
}

describe("weekdayAt: the day in the restaurant's zone", () => {
  it('is the date there, not in UTC, on either side of midnight', () => {
    // 23:30 UTC on Monday 30 November: still Monday in Lisbon (UTC+0 in winter), already Tuesday in Berlin.
    expect(weekdayAt(new Date('2026-11-30T23:30:00Z'), 'Europe/Lisbon')).toBe('monday');
    expect(weekdayAt(new Date('2026-11-30T23:30:00Z'), 'Europe/Berlin')).toBe('tuesday');
    expect(weekdayAt(new Date('2026-12-01T03:00:00Z'), 'America/New_York')).toBe('monday');
  });

  it('refuses an unknown zone', () => {
    expect(() => weekdayAt(new Date('2026-11-30T12:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('openingStatus: spec section 4 cases', () => {
  it.each<Case>([
    { name: 'open mid-day', hours: week, tz: LONDON, now: '2026-06-01T14:00+01:00', isOpen: true },
    { name: 'open at the opening minute (inclusive)', hours: week, tz: LONDON, now: '2026-06-01T11:00+01:00', isOpen: true },
    { name: 'open in the last minute', hours: week, tz: LONDON, now: '2026-06-01T21:59:59+01:00', isOpen: true },
    {
      name: 'before opening: opens today',
      hours: week,
      tz: LONDON,
      now: '2026-06-01T10:59+01:00',
      isOpen: false,
      next: { kind: 'opensToday', time: '11:00' },
      nextOpenAt: '2026-06-01T10:00:00Z',
    },
    {
      name: 'after closing: opens the next day, with its weekday',
      hours: week,
      tz: LONDON,
      now: '2026-06-03T23:00+01:00',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'thursday', time: '11:00' },
      nextOpenAt: '2026-06-04T10:00:00Z',
    },
    {
      name: 'at the closing minute (exclusive); a closed day is skipped',
      hours: week,
      tz: LONDON,
      now: '2026-06-01T22:00+01:00',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'wednesday', time: '11:00' },
      nextOpenAt: '2026-06-03T10:00:00Z',
    },
    {
      name: 'on a closed day',
      hours: week,
      tz: LONDON,
      now: '2026-06-02T12:00+01:00',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'wednesday', time: '11:00' },
      nextOpenAt: '2026-06-03T10:00:00Z',
    },
    {
      name: 'after closing on Sunday: next week wraps to Monday',
      hours: week,
      tz: LONDON,
      now: '2026-06-07T20:00+01:00',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'monday', time: '11:00' },
      nextOpenAt: '2026-06-08T10:00:00Z',
    },
    {
      name: 'spanning midnight, before opening',
      hours: week,
      tz: LONDON,
      now: '2026-06-05T16:59+01:00',
      isOpen: false,
      next: { kind: 'opensToday', time: '17:00' },
      nextOpenAt: '2026-06-05T16:00:00Z',
    },
    { name: 'spanning midnight, before midnight', hours: week, tz: LONDON, now: '2026-06-05T23:59+01:00', isOpen: true },
    {
      name: 'spanning midnight, after midnight: Friday spills into closed Saturday',
      hours: week,
      tz: LONDON,
      now: '2026-06-06T00:30+01:00',
      isOpen: true,
    },
    { name: 'spill-over last minute', hours: week, tz: LONDON, now: '2026-06-06T00:59+01:00', isOpen: true },
    {
      name: 'spill-over ends at close; closed Saturday skipped',
      hours: week,
      tz: LONDON,
      now: '2026-06-06T01:00+01:00',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'sunday', time: '12:00' },
      nextOpenAt: '2026-06-07T11:00:00Z',
    },
    {
      name: "Friday 00:30 is not open: Friday's late hours belong to Friday night, and Thursday does not span",
      hours: week,
      tz: LONDON,
      now: '2026-06-05T00:30+01:00',
      isOpen: false,
      next: { kind: 'opensToday', time: '17:00' },
      nextOpenAt: '2026-06-05T16:00:00Z',
    },
    {
      name: "spill-over while the day's own entry opens later",
      hours: { friday: open('17:00', '01:00'), saturday: open('10:00', '14:00') },
      tz: LONDON,
      now: '2026-06-06T00:30+01:00',
      isOpen: true,
    },
    {
      name: "after the spill-over, the day's own entry opens today",
      hours: { friday: open('17:00', '01:00'), saturday: open('10:00', '14:00') },
      tz: LONDON,
      now: '2026-06-06T01:00+01:00',
      isOpen: false,
      next: { kind: 'opensToday', time: '10:00' },
      nextOpenAt: '2026-06-06T09:00:00Z',
    },
    {
      name: 'spill-over overlapping an early entry',
      hours: { friday: open('17:00', '01:00'), saturday: open('00:00', '02:00') },
      tz: LONDON,
      now: '2026-06-06T01:30+01:00',
      isOpen: true,
    },
    { name: 'open === close 00:00: open all day', hours: { monday: open('00:00', '00:00') }, tz: LONDON, now: '2026-06-01T00:00+01:00', isOpen: true },
    { name: 'open === close 00:00: last minute', hours: { monday: open('00:00', '00:00') }, tz: LONDON, now: '2026-06-01T23:59+01:00', isOpen: true },
    {
      name: 'open === close 00:00: over at midnight',
      hours: { monday: open('00:00', '00:00') },
      tz: LONDON,
      now: '2026-06-02T00:00+01:00',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'monday', time: '00:00' },
      nextOpenAt: '2026-06-07T23:00:00Z',
    },
    {
      name: 'open === close 09:00: 24 hours from 9 AM, before it',
      hours: { monday: open('09:00', '09:00') },
      tz: LONDON,
      now: '2026-06-01T08:59+01:00',
      isOpen: false,
      next: { kind: 'opensToday', time: '09:00' },
      nextOpenAt: '2026-06-01T08:00:00Z',
    },
    { name: 'open === close 09:00: still open next morning', hours: { monday: open('09:00', '09:00') }, tz: LONDON, now: '2026-06-02T08:59+01:00', isOpen: true },
    {
      name: 'open === close 09:00: over 24 hours later',
      hours: { monday: open('09:00', '09:00') },
      tz: LONDON,
      now: '2026-06-02T09:00+01:00',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'monday', time: '09:00' },
    },
    {
      name: 'a missing day is closed',
      hours: { monday: open('11:00', '22:00') },
      tz: LONDON,
      now: '2026-06-02T12:00+01:00',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'monday', time: '11:00' },
      nextOpenAt: '2026-06-08T10:00:00Z',
    },
    {
      name: 'the same weekday next week is within the 7-day window',
      hours: { monday: open('09:00', '10:00') },
      tz: LONDON,
      now: '2026-06-01T10:00+01:00',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'monday', time: '09:00' },
      nextOpenAt: '2026-06-08T08:00:00Z',
    },
    { name: 'no hours: null', hours: null, tz: LONDON, now: '2026-06-01T12:00Z', isOpen: false, next: { kind: 'noHours' }, nextOpenAt: null },
    { name: 'no hours: undefined', hours: undefined, tz: LONDON, now: '2026-06-01T12:00Z', isOpen: false, next: { kind: 'noHours' }, nextOpenAt: null },
    { name: 'no hours: empty object', hours: {}, tz: LONDON, now: '2026-06-01T12:00Z', isOpen: false, next: { kind: 'noHours' }, nextOpenAt: null },
    {
      name: 'all days closed: check back later',
      hours: { monday: closed, tuesday: closed, wednesday: closed, thursday: closed, friday: closed, saturday: closed, sunday: closed },
      tz: LONDON,
      now: '2026-06-01T12:00Z',
      isOpen: false,
      next: { kind: 'checkBackLater' },
      nextOpenAt: null,
    },
    {
      name: 'only closed and missing days: check back later',
      hours: { saturday: closed },
      tz: LONDON,
      now: '2026-06-01T12:00Z',
      isOpen: false,
      next: { kind: 'checkBackLater' },
      nextOpenAt: null,
    },
  ])('$name', check);
});

describe("openingStatus: decided in the restaurant's zone, not the machine's", () => {
  it.each<Case>([
    {
      name: 'Auckland: Monday in UTC is already Tuesday 10:00 there',
      hours: { monday: closed, tuesday: open('09:00', '17:00') },
      tz: 'Pacific/Auckland',
      now: '2026-06-01T22:00:00Z',
      isOpen: true,
    },
    {
      name: 'Auckland: opens today in its own calendar',
      hours: { monday: closed, tuesday: open('09:00', '17:00') },
      tz: 'Pacific/Auckland',
      now: '2026-06-01T20:00:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '09:00' },
      nextOpenAt: '2026-06-01T21:00:00Z',
    },
    {
      name: 'New York: Sunday 23:00 EDT is Monday in UTC',
      hours: { sunday: open('18:00', '23:30'), monday: closed },
      tz: 'America/New_York',
      now: '2026-06-01T03:00:00Z',
      isOpen: true,
    },
    {
      name: 'UTC zone',
      hours: { monday: open('11:00', '22:00') },
      tz: 'UTC',
      now: '2026-06-01T10:30:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '11:00' },
      nextOpenAt: '2026-06-01T11:00:00Z',
    },
  ])('$name', check);
});

// Europe/London 2026: Sunday 29 March 01:00 UTC the clocks go 01:00 GMT → 02:00 BST;
// Sunday 25 October 01:00 UTC they go 02:00 BST → 01:00 GMT.
describe('openingStatus: Europe/London clock changes', () => {
  const spring = { sunday: open('00:30', '03:00') };
  const inGap = { sunday: open('01:30', '05:00') };
  const spanSpring: OpeningHours = { saturday: open('22:00', '03:00') };
  const spanFall: OpeningHours = { saturday: open('22:00', '01:30') };
  const fallDay = { sunday: open('01:00', '03:00') };
  const repeated = { sunday: open('01:30', '01:45') };

  it.each<Case>([
    {
      name: 'spring: 00:30–03:00, before opening',
      hours: spring,
      tz: LONDON,
      now: '2026-03-29T00:29:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '00:30' },
      nextOpenAt: '2026-03-29T00:30:00Z',
    },
    { name: 'spring: 00:30–03:00, 00:45 GMT', hours: spring, tz: LONDON, now: '2026-03-29T00:45:00Z', isOpen: true },
    { name: 'spring: 00:30–03:00, 02:00 BST right after the jump', hours: spring, tz: LONDON, now: '2026-03-29T01:00:00Z', isOpen: true },
    { name: 'spring: 00:30–03:00, 02:59 BST', hours: spring, tz: LONDON, now: '2026-03-29T01:59:00Z', isOpen: true },
    {
      name: 'spring: 00:30–03:00, closed at 03:00 BST (only 90 real minutes open)',
      hours: spring,
      tz: LONDON,
      now: '2026-03-29T02:00:00Z',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'sunday', time: '00:30' },
      nextOpenAt: '2026-04-04T23:30:00Z',
    },
    {
      name: 'spring: opening time 01:30 is skipped, so it opens when the clocks jump to 02:00',
      hours: inGap,
      tz: LONDON,
      now: '2026-03-29T00:10:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '02:00' },
      nextOpenAt: '2026-03-29T01:00:00Z',
    },
    {
      name: 'spring: opening at 01:00, the first skipped minute',
      hours: { sunday: open('01:00', '04:00') },
      tz: LONDON,
      now: '2026-03-29T00:00:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '02:00' },
      nextOpenAt: '2026-03-29T01:00:00Z',
    },
    {
      name: 'spring: next opening the morning after the change is 08:00 UTC',
      hours: { sunday: open('09:00', '17:00') },
      tz: LONDON,
      now: '2026-03-28T12:00:00Z',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'sunday', time: '09:00' },
      nextOpenAt: '2026-03-29T08:00:00Z',
    },
    { name: 'spring: spanning Saturday 22:00–03:00, Saturday 22:00 GMT', hours: spanSpring, tz: LONDON, now: '2026-03-28T22:00:00Z', isOpen: true },
    { name: 'spring: spanning, 00:59 GMT', hours: spanSpring, tz: LONDON, now: '2026-03-29T00:59:00Z', isOpen: true },
    { name: 'spring: spanning, 02:00 BST', hours: spanSpring, tz: LONDON, now: '2026-03-29T01:00:00Z', isOpen: true },
    { name: 'spring: spanning, 02:59 BST', hours: spanSpring, tz: LONDON, now: '2026-03-29T01:59:00Z', isOpen: true },
    {
      name: 'spring: spanning, closed at 03:00 BST; next Saturday is in BST',
      hours: spanSpring,
      tz: LONDON,
      now: '2026-03-29T02:00:00Z',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'saturday', time: '22:00' },
      nextOpenAt: '2026-04-04T21:00:00Z',
    },
    {
      name: 'spring: spanning entry whose close (02:00) is skipped closes at the jump',
      hours: { saturday: open('23:00', '02:00') },
      tz: LONDON,
      now: '2026-03-29T01:00:00Z',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'saturday', time: '23:00' },
      nextOpenAt: '2026-04-04T22:00:00Z',
    },
    {
      name: 'fall: spanning Saturday 22:00–01:30, before opening (BST)',
      hours: spanFall,
      tz: LONDON,
      now: '2026-10-24T20:59:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '22:00' },
      nextOpenAt: '2026-10-24T21:00:00Z',
    },
    { name: 'fall: spanning, 01:29 BST', hours: spanFall, tz: LONDON, now: '2026-10-25T00:29:00Z', isOpen: true },
    {
      name: 'fall: spanning, 01:30 BST closes, and the repeated 01:00 GMT opens it again',
      hours: spanFall,
      tz: LONDON,
      now: '2026-10-25T00:30:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '01:00' },
      nextOpenAt: '2026-10-25T01:00:00Z',
    },
    { name: 'fall: spanning, 01:15 GMT (repeated hour)', hours: spanFall, tz: LONDON, now: '2026-10-25T01:15:00Z', isOpen: true },
    {
      name: 'fall: spanning, 01:30 GMT closed; next Saturday is in GMT',
      hours: spanFall,
      tz: LONDON,
      now: '2026-10-25T01:30:00Z',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'saturday', time: '22:00' },
      nextOpenAt: '2026-10-31T22:00:00Z',
    },
    {
      name: 'fall: 01:00–03:00 on the change day, 00:30 BST',
      hours: fallDay,
      tz: LONDON,
      now: '2026-10-24T23:30:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '01:00' },
      nextOpenAt: '2026-10-25T00:00:00Z',
    },
    { name: 'fall: 01:00–03:00, 01:59 BST', hours: fallDay, tz: LONDON, now: '2026-10-25T00:59:00Z', isOpen: true },
    { name: 'fall: 01:00–03:00, 01:30 GMT', hours: fallDay, tz: LONDON, now: '2026-10-25T01:30:00Z', isOpen: true },
    { name: 'fall: 01:00–03:00, 02:59 GMT (4 real hours open)', hours: fallDay, tz: LONDON, now: '2026-10-25T02:59:00Z', isOpen: true },
    { name: 'fall: 01:00–03:00, closed at 03:00 GMT', hours: fallDay, tz: LONDON, now: '2026-10-25T03:00:00Z', isOpen: false, nextOpenAt: '2026-11-01T01:00:00Z' },
    {
      name: 'fall: 01:30–01:45 opens at the first 01:30 (BST)',
      hours: repeated,
      tz: LONDON,
      now: '2026-10-25T00:10:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '01:30' },
      nextOpenAt: '2026-10-25T00:30:00Z',
    },
    { name: 'fall: 01:30–01:45, first time round', hours: repeated, tz: LONDON, now: '2026-10-25T00:40:00Z', isOpen: true },
    {
      name: 'fall: 01:30–01:45 opens again at the second 01:30 (GMT)',
      hours: repeated,
      tz: LONDON,
      now: '2026-10-25T00:45:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '01:30' },
      nextOpenAt: '2026-10-25T01:30:00Z',
    },
    {
      name: 'fall: next opening after the change is in GMT',
      hours: { monday: open('09:00', '17:00') },
      tz: LONDON,
      now: '2026-10-24T20:00:00Z',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'monday', time: '09:00' },
      nextOpenAt: '2026-10-26T09:00:00Z',
    },
  ])('$name', check);
});

// Europe/Lisbon: WET (UTC+0) / WEST (UTC+1), changing at 01:00 UTC on the same Sundays.
describe('openingStatus: Europe/Lisbon', () => {
  const summer = { wednesday: open('12:00', '23:00') };
  it.each<Case>([
    { name: 'summer mid-day (WEST)', hours: summer, tz: LISBON, now: '2026-07-15T11:30:00Z', isOpen: true },
    {
      name: 'summer before opening',
      hours: summer,
      tz: LISBON,
      now: '2026-07-15T10:30:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '12:00' },
      nextOpenAt: '2026-07-15T11:00:00Z',
    },
    {
      name: 'winter before opening (WET = UTC)',
      hours: summer,
      tz: LISBON,
      now: '2026-01-14T10:30:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '12:00' },
      nextOpenAt: '2026-01-14T12:00:00Z',
    },
    { name: 'spring: spanning Saturday 20:00–02:30, 02:15 WEST', hours: { saturday: open('20:00', '02:30') }, tz: LISBON, now: '2026-03-29T01:15:00Z', isOpen: true },
    {
      name: 'spring: spanning, closed at 02:30 WEST',
      hours: { saturday: open('20:00', '02:30') },
      tz: LISBON,
      now: '2026-03-29T01:30:00Z',
      isOpen: false,
      next: { kind: 'opensOn', weekday: 'saturday', time: '20:00' },
      nextOpenAt: '2026-04-04T19:00:00Z',
    },
    {
      name: 'fall: 01:30–02:00, first time round opens at 00:30 UTC',
      hours: { sunday: open('01:30', '02:00') },
      tz: LISBON,
      now: '2026-10-25T00:10:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '01:30' },
      nextOpenAt: '2026-10-25T00:30:00Z',
    },
    {
      name: 'fall: 01:30–02:00, reopens at 01:30 WET',
      hours: { sunday: open('01:30', '02:00') },
      tz: LISBON,
      now: '2026-10-25T01:00:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '01:30' },
      nextOpenAt: '2026-10-25T01:30:00Z',
    },
  ])('$name', check);
});

describe('openingStatus: America/New_York clock change (2026-03-08 07:00 UTC)', () => {
  it.each<Case>([
    {
      name: 'opening at 02:30 (skipped) opens at 03:00 EDT',
      hours: { sunday: open('02:30', '04:00') },
      tz: 'America/New_York',
      now: '2026-03-08T06:30:00Z',
      isOpen: false,
      next: { kind: 'opensToday', time: '03:00' },
      nextOpenAt: '2026-03-08T07:00:00Z',
    },
    { name: 'open at 03:30 EDT', hours: { sunday: open('02:30', '04:00') }, tz: 'America/New_York', now: '2026-03-08T07:30:00Z', isOpen: true },
  ])('$name', check);
});

describe('isOpenAt for scheduled times', () => {
  it.each([
    { at: '2026-06-01T10:59+01:00', expected: false },
    { at: '2026-06-01T11:00+01:00', expected: true },
    { at: '2026-06-01T21:59+01:00', expected: true },
    { at: '2026-06-01T22:00+01:00', expected: false },
    { at: '2026-06-02T12:00+01:00', expected: false },
    { at: '2026-06-06T00:30+01:00', expected: true },
    { at: '2026-06-06T01:00+01:00', expected: false },
  ])('$at → $expected', ({ at, expected }) => {
    expect(isOpenAt(week, LONDON, new Date(at))).toBe(expected);
  });

  it('is false without hours', () => {
    expect(isOpenAt(null, LONDON, new Date('2026-06-01T12:00Z'))).toBe(false);
    expect(isOpenAt({}, LONDON, new Date('2026-06-01T12:00Z'))).toBe(false);
  });
});

describe('nextOpeningSlot', () => {
  it('returns now when already open', () => {
    const now = new Date('2026-06-01T14:00:30+01:00');
    expect(nextOpeningSlot(week, LONDON, now)?.toISOString()).toBe(now.toISOString());
  });
  it('respects a shorter window', () => {
    const now = new Date('2026-06-01T22:00+01:00');
    expect(nextOpeningSlot(week, LONDON, now, 1)).toBeNull();
    expect(nextOpeningSlot(week, LONDON, now, 2)?.toISOString()).toBe('2026-06-03T10:00:00.000Z');
  });
  it('returns null without hours', () => {
    expect(nextOpeningSlot(undefined, LONDON, new Date('2026-06-01T12:00Z'))).toBeNull();
  });
});

describe('invalid input', () => {
  it('throws RangeError for an unknown time zone', () => {
    expect(() => openingStatus(week, 'Mars/Olympus', new Date('2026-06-01T12:00Z'))).toThrow(RangeError);
    expect(() => isOpenAt(week, 'Mars/Olympus', new Date('2026-06-01T12:00Z'))).toThrow(RangeError);
  });
  it('needs no zone when there are no hours', () => {
    expect(openingStatus(null, '', new Date('2026-06-01T12:00Z')).next).toEqual({ kind: 'noHours' });
  });
});

describe('formatClockTime', () => {
  it.each([
    ['17:30', '17:30'],
    ['00:00', '00:00'],
    ['9:05', '09:05'],
    ['12:00', '12:00'],
    ['23:59', '23:59'],
    ['not a time', 'not a time'],
  ])('%s → %s, the 24-hour clock in every language', (input, expected) => {
    expect(formatClockTime(input)).toBe(expected);
  });
});

describe("Home's Opening Hours list", () => {
  it.each([
    { entry: closed, expected: { kind: 'closed' } },
    { entry: open('11:00', '22:00'), expected: { kind: 'hours', open: '11:00', close: '22:00', periods: [{ open: '11:00', close: '22:00' }] } },
    { entry: undefined, expected: { kind: 'notSpecified' } },
  ])('$entry → $expected.kind', ({ entry, expected }) => {
    expect(openingHoursLine(entry)).toEqual(expected);
  });

  it('lists monday to sunday', () => {
    expect(WEEKDAYS_MONDAY_FIRST).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(WEEKDAYS_MONDAY_FIRST.map((d) => openingHoursLine(week[d]).kind)).toEqual([
      'hours',
      'closed',
      'hours',
      'hours',
      'hours',
      'closed',
      'hours',
    ]);
  });
});

describe('offsetTransitions', () => {
  it.each([
    { tz: LONDON, from: '2026-03-28T00:00Z', to: '2026-03-30T00:00Z', expected: ['2026-03-29T01:00:00.000Z'] },
    { tz: LONDON, from: '2026-10-24T00:00Z', to: '2026-10-26T00:00Z', expected: ['2026-10-25T01:00:00.000Z'] },
    // Lord Howe changes by 30 minutes at 02:00 local (+10:30) = 15:30 UTC.
    { tz: 'Australia/Lord_Howe', from: '2026-10-03T00:00Z', to: '2026-10-05T00:00Z', expected: ['2026-10-03T15:30:00.000Z'] },
    { tz: 'America/St_Johns', from: '2026-03-07T00:00Z', to: '2026-03-10T00:00Z', expected: ['2026-03-08T05:30:00.000Z'] },
    { tz: 'UTC', from: '2026-03-01T00:00Z', to: '2026-04-01T00:00Z', expected: [] },
  ])('$tz $from', ({ tz, from, to, expected }) => {
    expect(offsetTransitions(tz, Date.parse(from), Date.parse(to)).map((d) => d.toISOString())).toEqual(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random hours, zones and instants (biased towards clock-change weeks).

const ZONES = [LONDON, LISBON, 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/St_Johns', 'UTC'];
const toHHMM = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const timeArb = fc.oneof(
  fc.constantFrom('00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '12:00', '23:30', '23:59'),
  fc.integer({ min: 0, max: 1439 }).map(toHHMM),
);
const entryArb: fc.Arbitrary<OpeningHoursEntry> = fc.record({
  open: timeArb,
  close: timeArb,
  isClosed: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
});
const hoursArb: fc.Arbitrary<OpeningHours> = fc.record(
  {
    sunday: entryArb,
    monday: entryArb,
    tuesday: entryArb,
    wednesday: entryArb,
    thursday: entryArb,
    friday: entryArb,
    saturday: entryArb,
  },
  { requiredKeys: [] },
);
const windows = [
  ['2026-03-21T00:00Z', '2026-04-06T00:00Z'],
  ['2026-09-26T00:00Z', '2026-11-08T00:00Z'],
  ['2026-01-01T00:00Z', '2027-01-01T00:00Z'],
] as const;
const instantArb = fc
  .constantFrom(...windows)
  .chain(([from, to]) => fc.integer({ min: Date.parse(from), max: Date.parse(to) }))
  .map((ms) => new Date(ms));

describe('properties', () => {
  it('isOpenAt agrees with openingStatus; nextOpenAt is the exact next opening within 7 days', () => {
    fc.assert(
      fc.property(hoursArb, fc.constantFrom(...ZONES), instantArb, (hours, tz, now) => {
        const status = openingStatus(hours, tz, now);
        expect(status.isOpen).toBe(isOpenAt(hours, tz, now));
        if (status.isOpen) {
          expect(status.next).toBeNull();
          expect(status.nextOpenAt).toBeNull();
          return;
        }
        expect(nextOpeningSlot(hours, tz, now)?.getTime() ?? null).toBe(status.nextOpenAt?.getTime() ?? null);
        const at = status.nextOpenAt;
        if (at === null) {
          expect(status.next?.kind).toMatch(/^(checkBackLater|noHours)$/);
          return;
        }
        expect(status.next?.kind).toMatch(/^(opensToday|opensOn)$/);
        expect(at.getTime()).toBeGreaterThan(now.getTime());
        expect(at.getTime()).toBeLessThanOrEqual(now.getTime() + NEXT_OPENING_SEARCH_DAYS * DAY);
        expect(at.getTime() % MINUTE).toBe(0);
        expect(isOpenAt(hours, tz, at)).toBe(true);
        expect(isOpenAt(hours, tz, new Date(at.getTime() - MINUTE))).toBe(false);
      }),
      { numRuns: 600 },
    );
  });

  it('no open minute is missed before nextOpenAt (brute-force minute scan)', () => {
    fc.assert(
      fc.property(hoursArb, fc.constantFrom(...ZONES), instantArb, (hours, tz, now) => {
        if (isOpenAt(hours, tz, now)) return;
        const at = openingStatus(hours, tz, now).nextOpenAt;
        const limit = at ? at.getTime() : now.getTime() + NEXT_OPENING_SEARCH_DAYS * DAY;
        for (let t = Math.ceil(now.getTime() / MINUTE) * MINUTE; t < limit; t += MINUTE) {
          if (isOpenAt(hours, tz, new Date(t))) {
            throw new Error(`open at ${new Date(t).toISOString()} before nextOpenAt ${at?.toISOString() ?? 'null'}`);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
