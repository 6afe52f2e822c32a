import { describe, expect, it } from 'vitest';
import type { ThemeColours } from './contracts/restaurant.ts';
import { accessibleTheme, contrastRatio, contrastShortfalls as shortfalls, mixColours, PLATFORM_THEME } from './theme-contrast.ts';

describe('contrast (WCAG formula)', () => {
  it('measures the extremes and known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The measurements.
    expect(contrastRatio('#00897b', '#ffffff')).toBeCloseTo(4.32, 2);
    expect(contrastRatio('#ed6c02', '#f9ece1')).toBeCloseTo(2.68, 1);
  });

  it('composites a tint over its ground', () => {
    expect(mixColours('#ff0000', '#ffffff', 0)).toBe('#ffffff');
    expect(mixColours('#ff0000', '#ffffff', 1)).toBe('#ff0000');
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('accessibleTheme', () => {
  it('leaves the platform palette as it is', () => {
    const { changes, refused } = accessibleTheme(PLATFORM_THEME);
    expect(changes.filter((c) => c.token !== 'focus')).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('adjusts a deliberately bad theme, and refuses grounds no text can read on', () => {
    const bad: ThemeColours = {
      primary: '#ffeb3b', // yellow brand on white
      onPrimary: '#ffffff',
      secondary: '#80deea',
      onSecondary: '#ffffff',
      accent: '#fff59d',
      background: '#ffffff',
      surface: '#fafafa',
      surfaceVariant: '#f5f5f5',
      text: '#9e9e9e',
      textMuted: '#bdbdbd',
      border: '#eeeeee',
      error: '#ff8a80',
      info: '#81d4fa',
      success: '#b9f6ca',
      warning: '#ffd180',
    };
    // Dark grounds that run from black to mid-grey: nothing reads on all three.
    const unreadable: ThemeColours = { ...bad, background: '#000000', surface: '#767676', surfaceVariant: '#ffffff' };
    const { theme: served, changes, refused } = accessibleTheme({ light: bad, dark: unreadable });

    expect(shortfalls(served.light, 'light')).toEqual([]);
    expect(changes.map((c) => c.token)).toEqual(expect.arrayContaining(['text', 'textMuted', 'primary', 'error', 'focus']));
    expect(contrastRatio(served.light.onPrimary, served.light.primary)).toBeGreaterThanOrEqual(4.5);

    expect(refused).toEqual(['dark']);
    expect(served.dark.background).toBe(PLATFORM_THEME.dark.background);
    expect(shortfalls(served.dark, 'dark')).toEqual([]);
  });
});
