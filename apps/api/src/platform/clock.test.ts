import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { systemClock } from './clock.ts';

describe('the app clock', () => {
  it('is the real time, shifted by CLOCK_OFFSET_MS', () => {
    const before = Date.now();
    const shifted = systemClock(7 * 86_400_000)().getTime();
    expect(shifted - before).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect(shifted - before).toBeLessThan(7 * 86_400_000 + 1000);
    expect(Math.abs(systemClock()().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('reads CLOCK_OFFSET_MS from the environment, 0 by default, and refuses bad values naming the variable', () => {
    expect(loadConfig({}).CLOCK_OFFSET_MS).toBe(0);
    expect(loadConfig({ CLOCK_OFFSET_MS: '-3600000' }).CLOCK_OFFSET_MS).toBe(-3_600_000);
    expect(() => loadConfig({ CLOCK_OFFSET_MS: 'tomorrow' })).toThrow(/CLOCK_OFFSET_MS: must be a whole number of milliseconds/);
    expect(() => loadConfig({ CLOCK_OFFSET_MS: '1.5' })).toThrow(/CLOCK_OFFSET_MS/);
    expect(() => loadConfig({ CLOCK_OFFSET_MS: String(11 * 365 * 86_400_000) })).toThrow(
      /CLOCK_OFFSET_MS: must be within 10 years/,
    );
  });
});
