import { describe, expect, it } from 'vitest';
import { calendarRangeIn, daysInRange, isoCalendarDate, isoInZone, parseCalendarDate, reportPresets } from './takings.ts';
import { takingsPaymentLabel, takingsPaymentOf } from './takings-payments.ts';

describe('takings days', () => {
  it('reads only real dates', () => {
    expect(parseCalendarDate('2026-10-25')).toEqual({ year: 2026, month: 9, day: 25 });
    for (const bad of ['2026-02-30', '2026-13-01', '26-10-25', '2026-10-25T00:00', '']) expect(parseCalendarDate(bad), bad).toBeNull();
    expect(isoCalendarDate({ year: 2028, month: 1, day: 29 })).toBe('2028-02-29');
  });

  it('counts days with both ends included', () => {
    expect(daysInRange({ year: 2026, month: 0, day: 1 }, { year: 2026, month: 0, day: 1 })).toBe(1);
    expect(daysInRange({ year: 2028, month: 0, day: 1 }, { year: 2028, month: 11, day: 31 })).toBe(366);
    expect(daysInRange({ year: 2026, month: 0, day: 2 }, { year: 2026, month: 0, day: 1 })).toBe(0);
  });

  it('gives the day the clocks go back 25 hours and the day they go forward 23, in the restaurant’s zone', () => {
    const autumn = parseCalendarDate('2026-10-25')!;
    const back = calendarRangeIn('Europe/London', autumn, autumn);
    expect(back.start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(back.end.toISOString()).toBe('2026-10-26T00:00:00.000Z');
    const spring = parseCalendarDate('2026-03-29')!;
    const forward = calendarRangeIn('Europe/London', spring, spring);
    expect((forward.end.getTime() - forward.start.getTime()) / 3_600_000).toBe(23);
    // A zone whose clocks skip midnight itself (Santiago: 00:00 → 01:00 on 6 September 2026).
    const skipped = calendarRangeIn('America/Santiago', parseCalendarDate('2026-09-06')!, parseCalendarDate('2026-09-06')!);
    expect(skipped.start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('isoInZone', () => {
  it('writes the wall clock with its offset, both sides of the autumn change', () => {
    expect(isoInZone(new Date('2026-10-25T00:30:00Z'), 'Europe/London')).toBe('2026-10-25T01:30:00+01:00');
    expect(isoInZone(new Date('2026-10-25T01:30:00Z'), 'Europe/London')).toBe('2026-10-25T01:30:00+00:00');
    expect(isoInZone(new Date('2026-06-02T13:00:05Z'), 'America/New_York')).toBe('2026-06-02T09:00:05-04:00');
  });
});

describe('reportPresets', () => {
  it('names days on the restaurant’s calendar, not the device’s', () => {
    // 00:30 on 1 November in London is still 31 October in New York.
    const at = new Date('2026-11-01T00:30:00Z');
    expect(reportPresets(at, 'Europe/London')).toEqual({
      today: { from: '2026-11-01', to: '2026-11-01' },
      yesterday: { from: '2026-10-31', to: '2026-10-31' },
      last7: { from: '2026-10-26', to: '2026-11-01' },
      thisMonth: { from: '2026-11-01', to: '2026-11-01' },
    });
    expect(reportPresets(at, 'America/New_York').thisMonth).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});

describe('takingsPaymentOf', () => {
  it.each([
    ['Online Payment', 'Delivery', 'card', 'Card, paid online'],
    ['Card', 'Pickup', 'card', 'Card, paid online'],
    ['Cash on Delivery', 'Delivery', 'cashOnDelivery', 'Cash on delivery'],
    // The restaurant names its one cash method for delivery; at the counter it is cash on collection.
    ['Cash on Delivery', 'Pickup', 'cashOnCollection', 'Cash on collection'],
    ['Cash on Collection', 'Pickup', 'cashOnCollection', 'Cash on collection'],
    ['Card on Delivery', 'Delivery', 'cardOnDelivery', 'Card on delivery'],
    ['card on delivery', 'Pickup', 'cardOnCollection', 'Card on collection'],
    ['Voucher', 'Pickup', 'other', 'Voucher · collection'],
    ['Voucher', 'Delivery', 'other', 'Voucher · delivery'],
  ] as const)('%s on a %s order is %s', (method, orderType, payment, label) => {
    expect(takingsPaymentOf(method, orderType)).toBe(payment);
    expect(takingsPaymentLabel(payment, method, orderType)).toBe(label);
  });
});
