import { describe, expect, it } from 'vitest';
import { dateFormatter, dayInZone, formatInZone, partsInZone, sameDayInZone } from './date-format.ts';

// 12:05 UTC on 2 June 2026: 13:05 in London, 08:05 in New York, 21:05 in Tokyo.
const AT = '2026-06-02T12:05:00Z';

describe('dates on the restaurant’s wall clock (issue 41)', () => {
  it('writes each shape in the restaurant’s zone, whatever the machine’s', () => {
    expect(formatInZone(AT, 'time', 'Europe/London', 'en-GB')).toBe('13:05');
    expect(formatInZone(AT, 'time', 'America/New_York', 'en-GB')).toBe('08:05');
    expect(formatInZone(AT, 'date', 'Asia/Tokyo', 'en-GB')).toBe('2 June 2026');
    expect(formatInZone(AT, 'date', 'Europe/Lisbon', 'pt-PT')).toBe('2 de junho de 2026');
    expect(formatInZone(new Date(AT), 'dayMonth', 'Europe/London', 'en-GB')).toBe('2 June');
    expect(formatInZone(Date.parse(AT), 'stamp', 'Asia/Tokyo', 'en-GB')).toBe('2 Jun 2026, 21:05');
    expect(formatInZone(AT, 'stamp', 'America/New_York', 'en-GB')).toBe('2 Jun 2026, 08:05');
  });

  it('keeps the 24-hour clock, midnight as 00', () => {
    expect(formatInZone('2026-06-01T23:30:00Z', 'time', 'Europe/London', 'en-GB')).toBe('00:30');
    expect(formatInZone('2026-06-01T23:30:00Z', 'time', 'Europe/Lisbon', 'pt-PT')).toBe('00:30');
  });

  it('names the calendar day the same in every language, and compares days in the zone', () => {
    expect(dayInZone('2026-06-02T23:30:00Z', 'Europe/London')).toBe('2026-06-03');
    expect(dayInZone('2026-06-02T23:30:00Z', 'America/New_York')).toBe('2026-06-02');
    expect(sameDayInZone('2026-06-02T22:30:00Z', '2026-06-02T23:30:00Z', 'Europe/London')).toBe(false);
    expect(sameDayInZone('2026-06-02T22:30:00Z', '2026-06-02T23:30:00Z', 'UTC')).toBe(true);
  });

  it('gives the parts of a shape for a text that arranges them', () => {
    expect(partsInZone(AT, 'fullDateTime', 'Europe/London', 'en-GB')).toMatchObject({ weekday: 'Tuesday', day: '2', month: 'June', year: '2026', hour: '13', minute: '05' });
  });

  it('makes one formatter per language, zone and shape', () => {
    const first = dateFormatter('dayLabel', 'Pacific/Auckland', 'en-GB');
    expect(dateFormatter('dayLabel', 'Pacific/Auckland', 'en-GB')).toBe(first);
    expect(dateFormatter('dayLabel', 'Pacific/Auckland', 'pt-PT')).not.toBe(first);
    expect(dateFormatter('dayLabel', 'Europe/London', 'en-GB')).not.toBe(first);
    expect(dateFormatter('time', 'Pacific/Auckland', 'en-GB')).not.toBe(first);
  });
});
