import { describe, expect, it } from 'vitest';
import { capacityRulesSchema, type OpeningHours, type SpecialDate } from './contracts/index.ts';
import {
  acceptedPromise,
  asapCandidates,
  asapEstimate,
  busyExtraMinutes,
  capacityOf,
  slotAvailability,
  slotCapsOf,
  slotHasRoom,
  slotStartingAt,
  slotsOfDay,
  soonestReady,
  type SlotLoads,
} from './capacity.ts';
import type { OpeningCalendar } from './opening-hours.ts';

const TZ = 'Europe/London';
const day = (open: string, close: string) => ({ open, close, isClosed: false });
const every = (entry: OpeningHours['monday']): OpeningHours => ({
  monday: entry,
  tuesday: entry,
  wednesday: entry,
  thursday: entry,
  friday: entry,
  saturday: entry,
  sunday: entry,
});
const split = every({ open: '12:00', close: '14:00', isClosed: false, periods: [{ open: '12:00', close: '14:00' }, { open: '18:00', close: '22:00' }] });
const times = (slots: { startsAt: Date }[]) => slots.map((s) => s.startsAt.toISOString().slice(11, 16));
const NONE: SlotLoads = new Map();

describe('slots of a day', () => {
  it.each([
    ['split hours: lunch and dinner in 30-minute slots', split, '2026-06-02', 30, ['11:00', '11:30', '12:00', '12:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30']],
    ['the last slot ends by closing (17:00–18:10 in 30 minutes)', every(day('17:00', '18:10')), '2026-06-02', 30, ['16:00', '16:30']],
    ['a late opening keeps its slots after midnight on the next day', every(day('23:00', '01:00')), '2026-06-02', 30, ['23:00', '23:30', '22:00', '22:30']],
  ])('%s', (_name, hours, date, minutes, expected) => {
    // UTC times (London is UTC+1 in June); the 00:00–01:00 part of the evening before comes first.
    expect(times(slotsOfDay(hours, TZ, date, minutes))).toEqual(expected);
  });

  it('a special date replaces the weekday: closed on Christmas Day, changed hours on Christmas Eve', () => {
    const calendar: OpeningCalendar = {
      weekly: every(day('12:00', '14:00')),
      specialDates: [
        { date: '2026-12-25', isClosed: true, note: 'Christmas Day' },
        { date: '2026-12-24', isClosed: false, periods: [{ open: '10:00', close: '11:00' }] } as SpecialDate,
      ],
    };
    expect(slotsOfDay(calendar, TZ, '2026-12-25', 15)).toEqual([]);
    expect(times(slotsOfDay(calendar, TZ, '2026-12-24', 15))).toEqual(['10:00', '10:15', '10:30', '10:45']);
  });

  it('the autumn clock change gives a night opening one hour more of slots, the spring change one fewer', () => {
    const night = every(day('00:00', '03:00'));
    // 25 October 2026: 02:00 BST becomes 01:00 GMT. 00:00 BST = 23:00Z, 03:00 GMT = 03:00Z: four hours.
    expect(slotsOfDay(night, TZ, '2026-10-25', 60)).toHaveLength(4);
    // 29 March 2026: 01:00 GMT becomes 02:00 BST. 00:00 GMT → 03:00 BST = 02:00Z: two hours.
    expect(slotsOfDay(night, TZ, '2026-03-29', 60)).toHaveLength(2);
    expect(slotsOfDay(night, TZ, '2026-06-02', 60)).toHaveLength(3);
  });

  it('a scheduled time names a slot only at its start', () => {
    const capacity = capacityOf({ slotMinutes: 15 });
    expect(slotStartingAt(split, TZ, capacity, new Date('2026-06-02T17:15:00Z'))?.endsAt.toISOString()).toBe('2026-06-02T17:30:00.000Z');
    expect(slotStartingAt(split, TZ, capacity, new Date('2026-06-02T17:20:00Z'))).toBeNull();
    expect(slotStartingAt(split, TZ, capacity, new Date('2026-06-02T15:00:00Z'))).toBeNull(); // 16:00, closed
  });
});

describe('caps by orders and by items', () => {
  it.each([
    ['no caps', {}, { orders: 99, items: 999 }, 1, true],
    ['below the order cap', { maxOrdersPerSlot: 5 }, { orders: 4, items: 4 }, 1, true],
    ['at the order cap', { maxOrdersPerSlot: 5 }, { orders: 5, items: 5 }, 1, false],
    ['items within the cap', { maxItemsPerSlot: 20 }, { orders: 3, items: 15 }, 5, true],
    ['items over the cap', { maxItemsPerSlot: 20 }, { orders: 3, items: 15 }, 6, false],
    ['a large order takes an empty slot by itself', { maxItemsPerSlot: 20 }, { orders: 0, items: 0 }, 30, true],
    ['both caps: the orders full first', { maxOrdersPerSlot: 2, maxItemsPerSlot: 50 }, { orders: 2, items: 4 }, 1, false],
  ] as const)('%s', (_name, caps, load, items, room) => {
    expect(slotHasRoom(caps, load, items)).toBe(room);
  });
});

describe('lead time, travel time and the busy switch', () => {
  const now = new Date('2026-06-02T17:00:00Z'); // 18:00 London
  const capacity = capacityOf({ leadMinutes: 20, travelMinutes: 25, pickup: { maxOrdersPerSlot: 1 } });
  const busy = { extraMinutes: 30, until: new Date('2026-06-02T18:00:00Z') };

  it.each([
    ['pickup: lead time', 'pickup', null, '17:20'],
    ['delivery: lead and travel time', 'delivery', null, '17:45'],
    ['busy: 30 minutes more', 'pickup', busy, '17:50'],
  ] as const)('%s', (_name, type, switchState, ready) => {
    expect(soonestReady(capacity, type, now, switchState).toISOString().slice(11, 16)).toBe(ready);
  });

  it('the busy switch ends by itself', () => {
    expect(busyExtraMinutes(busy, new Date('2026-06-02T17:59:00Z'))).toBe(30);
    expect(busyExtraMinutes(busy, new Date('2026-06-02T18:00:00Z'))).toBe(0);
    expect(busyExtraMinutes({ extraMinutes: 15, until: null }, now)).toBe(0);
  });

  it('slots before the soonest ready time, full ones and those past 7 days are not available', () => {
    const slots = slotsOfDay(split, TZ, '2026-06-02', 15);
    const loads: SlotLoads = new Map([[new Date('2026-06-02T17:30:00Z').getTime(), { orders: 1, items: 2 }]]);
    const open = slotAvailability(slots, capacity, 'pickup', loads, now).filter((s) => s.available);
    expect(times(open).slice(0, 3)).toEqual(['17:45', '18:00', '18:15']); // 17:15 too soon, 17:30 full
    const busyOpen = slotAvailability(slots, capacity, 'pickup', NONE, now, busy).filter((s) => s.available);
    expect(times(busyOpen)[0]).toBe('18:00'); // 17:50 ready: the 17:45 slot hidden
    const later = slotsOfDay(split, TZ, '2026-06-10', 15);
    expect(slotAvailability(later, capacity, 'pickup', NONE, now).every((s) => !s.available)).toBe(true);
  });
});

describe('the ASAP estimate', () => {
  const capacity = capacityOf({ leadMinutes: 20, pickup: { maxOrdersPerSlot: 1 } });
  const now = new Date('2026-06-02T17:05:00Z'); // 18:05 London, dinner 18:00–22:00

  it('is now + lead time while the slot it falls in has room', () => {
    const candidates = asapCandidates(split, TZ, capacity, 'pickup', now);
    expect(asapEstimate(candidates, capacity, 'pickup', NONE, now)?.readyAt.toISOString()).toBe('2026-06-02T17:25:00.000Z');
  });

  it('moves to the next slot with room when the current one is full', () => {
    const candidates = asapCandidates(split, TZ, capacity, 'pickup', now);
    const loads: SlotLoads = new Map([
      [new Date('2026-06-02T17:15:00Z').getTime(), { orders: 1, items: 1 }],
      [new Date('2026-06-02T17:30:00Z').getTime(), { orders: 1, items: 1 }],
    ]);
    const estimate = asapEstimate(candidates, capacity, 'pickup', loads, now);
    expect(estimate?.readyAt.toISOString()).toBe('2026-06-02T17:45:00.000Z');
    expect(estimate?.slot.startsAt.toISOString()).toBe('2026-06-02T17:45:00.000Z');
  });

  it('is pushed by the busy switch, not refused', () => {
    const busy = { extraMinutes: 45, until: new Date('2026-06-02T18:05:00Z') };
    const candidates = asapCandidates(split, TZ, capacity, 'pickup', now, busy);
    expect(asapEstimate(candidates, capacity, 'pickup', NONE, now, busy)?.readyAt.toISOString()).toBe('2026-06-02T18:10:00.000Z');
  });

  it('is not offered while closed, nor when nothing is ready before closing', () => {
    expect(asapCandidates(split, TZ, capacity, 'pickup', new Date('2026-06-02T14:00:00Z'))).toEqual([]);
    expect(asapCandidates(split, TZ, capacity, 'pickup', new Date('2026-06-02T12:50:00Z'))).toEqual([]); // 13:50, lunch ends 14:00
  });
});

describe('caps by weekday and for one date (issue 40)', () => {
  // Every day 4 pickups a slot (and 30 items); Fridays 8, Sundays 2; tonight (Tuesday 2 June) 1.
  const rules = {
    leadMinutes: 20,
    pickup: { maxOrdersPerSlot: 4, maxItemsPerSlot: 30 },
    delivery: { maxOrdersPerSlot: 3 },
    weekdays: { friday: { pickup: 8 }, sunday: { pickup: 2, delivery: 1 } },
    oneOff: { date: '2026-06-02', pickup: 1 },
  };
  const capacity = capacityOf(rules, TZ);

  it.each([
    ['tonight, the one-off', 'pickup', '2026-06-02T18:30:00Z', { maxOrdersPerSlot: 1, maxItemsPerSlot: 30 }],
    ['tonight, a type the one-off leaves out', 'delivery', '2026-06-02T18:30:00Z', { maxOrdersPerSlot: 3 }],
    ['a Friday, its weekday', 'pickup', '2026-06-05T18:30:00Z', { maxOrdersPerSlot: 8, maxItemsPerSlot: 30 }],
    ['a Sunday, both types', 'delivery', '2026-06-07T18:30:00Z', { maxOrdersPerSlot: 1 }],
    ['a Monday: every day’s', 'pickup', '2026-06-08T18:30:00Z', { maxOrdersPerSlot: 4, maxItemsPerSlot: 30 }],
    ['next Tuesday: the one-off has passed', 'pickup', '2026-06-09T18:30:00Z', { maxOrdersPerSlot: 4, maxItemsPerSlot: 30 }],
    // 00:30 on Saturday in London (23:30 UTC on Friday): Saturday's slot, so every day's caps.
    ['the restaurant’s calendar day, not UTC’s', 'pickup', '2026-06-05T23:30:00Z', { maxOrdersPerSlot: 4, maxItemsPerSlot: 30 }],
  ] as const)('%s', (_name, type, at, caps) => {
    expect(slotCapsOf(capacity, type, new Date(at))).toEqual(caps);
  });

  it('the slots checkout offers and the ASAP estimate follow tonight’s cap', () => {
    const now = new Date('2026-06-02T17:05:00Z'); // 18:05 Tuesday
    const one: SlotLoads = new Map([[new Date('2026-06-02T17:45:00Z').getTime(), { orders: 1, items: 1 }]]);
    const offered = slotAvailability(slotsOfDay(split, TZ, '2026-06-02', 15), capacity, 'pickup', one, now);
    expect(offered.find((s) => s.startsAt.toISOString() === '2026-06-02T17:45:00.000Z')?.available).toBe(false);
    const friday = slotAvailability(slotsOfDay(split, TZ, '2026-06-05', 15), capacity, 'pickup', new Map([[new Date('2026-06-05T17:45:00Z').getTime(), { orders: 7, items: 7 }]]), now);
    expect(friday.find((s) => s.startsAt.toISOString() === '2026-06-05T17:45:00.000Z')?.available).toBe(true);
    const full: SlotLoads = new Map([[new Date('2026-06-02T17:15:00Z').getTime(), { orders: 1, items: 1 }]]);
    const candidates = asapCandidates(split, TZ, capacity, 'pickup', now);
    expect(asapEstimate(candidates, capacity, 'pickup', full, now)?.slot.startsAt.toISOString()).toBe('2026-06-02T17:30:00.000Z');
  });

  it('the rules refuse a cap below 1, an unknown day and a date that is not one', () => {
    expect(capacityRulesSchema.parse(rules)).toEqual(rules);
    expect(capacityRulesSchema.safeParse({ weekdays: { friday: { pickup: 0 } } }).success).toBe(false);
    expect(capacityRulesSchema.safeParse({ weekdays: { fryday: { pickup: 2 } } }).success).toBe(false);
    expect(capacityRulesSchema.safeParse({ oneOff: { date: '2026-02-30', pickup: 2 } }).success).toBe(false);
    expect(capacityRulesSchema.safeParse({ oneOff: { pickup: 2 } }).success).toBe(false);
  });
});

describe('the tenant file shape', () => {
  it('keeps what it is given and refuses what cannot work', () => {
    const rules = { slotMinutes: 15, leadMinutes: 20, travelMinutes: 10, pickup: { maxOrdersPerSlot: 5 }, delivery: { maxItemsPerSlot: 40 } };
    expect(capacityRulesSchema.parse(rules)).toEqual(rules);
    expect(capacityRulesSchema.safeParse({ slotMinutes: 7 }).success).toBe(false);
    expect(capacityRulesSchema.safeParse({ pickup: { maxOrdersPerSlot: 0 } }).success).toBe(false);
    expect(capacityRulesSchema.safeParse({ leadMinutes: -5 }).success).toBe(false);
    expect(capacityOf(undefined)).toMatchObject({ slotMinutes: 15, leadMinutes: 20, travelMinutes: 0 });
  });
});

describe('acceptedPromise: what Accept promises the diner', () => {
  const now = new Date('2026-06-02T18:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  it.each([
    ['ASAP pickup whose slot is later than ready-in: the slot', { readyInMinutes: 20, orderType: 'Pickup', travelMinutes: 0, held: at(48) }, at(48)],
    ['ASAP pickup, staff choose later than its slot: later', { readyInMinutes: 60, orderType: 'Pickup', travelMinutes: 0, held: at(25) }, at(60)],
    ['the slot itself (no minutes sent)', { readyInMinutes: null, orderType: 'Pickup', travelMinutes: 0, held: at(48) }, at(48)],
    ['a delivery: the kitchen’s minutes plus the travel', { readyInMinutes: 20, orderType: 'Delivery', travelMinutes: 15, held: at(30) }, at(35)],
    ['a delivery whose slot is later than both: the slot', { readyInMinutes: 20, orderType: 'Delivery', travelMinutes: 15, held: at(50) }, at(50)],
    ['no capacity rules (nothing held): ready-in', { readyInMinutes: 20, orderType: 'Pickup', travelMinutes: 0, held: null }, at(20)],
    ['nothing held, no minutes: nothing promised', { readyInMinutes: null, orderType: 'Delivery', travelMinutes: 10, held: null }, null],
  ] as const)('%s', (_name, input, expected) => {
    expect(acceptedPromise({ now, ...input })).toEqual(expected);
  });
});
