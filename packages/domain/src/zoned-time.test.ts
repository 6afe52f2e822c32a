import { describe, expect, it } from 'vitest';
import { startOfDayIn } from './zoned-time.ts';

describe('startOfDayIn', () => {
  it("finds midnight of the restaurant's day, not the server's", () => {
    // 00:30 in London in summer (BST) is 23:30 UTC the day before.
    expect(startOfDayIn('Europe/London', new Date('2026-06-02T23:30:00Z')).toISOString()).toBe('2026-06-02T23:00:00.000Z');
    expect(startOfDayIn('Europe/London', new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfDayIn('Europe/Lisbon', new Date('2026-06-02T13:00:00Z')).toISOString()).toBe('2026-06-01T23:00:00.000Z');
  });

  it('starts a day whose midnight a DST change skips at the first minute that exists', () => {
    // Santiago skips 00:00–00:59 on 2026-09-06: the day starts at 01:00 local (04:00 UTC).
    expect(startOfDayIn('America/Santiago', new Date('2026-09-06T15:00:00Z')).toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
