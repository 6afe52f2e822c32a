import { accessibleTheme, contrastRatio, contrastShortfalls, MIN_UI_CONTRAST, mixColours, type Theme } from '@platter/domain';
import { describe, expect, it } from 'vitest';
import { demoTenantFiles } from '../../provisioning/demo-seed/index.ts';
import { themeStylesheet } from './presenters.ts';

const demoThemes = Object.fromEntries(demoTenantFiles().map((file) => [file.slug, file.theme as Theme]));
/** Custom properties of one block of the served stylesheet. */
function tokens(css: string, selector: RegExp): Record<string, string> {
  const block = selector.exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--color-([a-z-]+): (#[0-9a-f]{6});/g)].map((m) => [m[1]!, m[2]!]));
}
const rowWith = (theme: Theme, name = 'Test Kitchen') => ({ name, theme });

describe('the served theme (WCAG contrast)', () => {
  it.each(['golden-fork', 'tasca-do-porto'])('makes the %s demo theme readable in both schemes, keeping its brand colours', (slug) => {
    const theme = demoThemes[slug]!;
    const { theme: served, refused, changes } = accessibleTheme(theme);
    expect(refused).toEqual([]);
    expect(contrastShortfalls(served.light, 'light')).toEqual([]);
    expect(contrastShortfalls(served.dark, 'dark')).toEqual([]);
    for (const scheme of ['light', 'dark'] as const) {
      // Fills and grounds stay the restaurant's own.
      expect(served[scheme].primary).toBe(theme[scheme].primary);
      expect(served[scheme].background).toBe(theme[scheme].background);
      expect(served[scheme].surface).toBe(theme[scheme].surface);
    }
    // The dark focus ring is not the brand colour that vanishes on near-black.
    expect(served.dark.focus).not.toBe(theme.dark.primary);
    expect(contrastRatio(served.dark.focus, theme.dark.background)).toBeGreaterThanOrEqual(MIN_UI_CONTRAST);
    for (const change of changes) expect(change.reason).toMatch(/:1 on #[0-9a-f]{6}/);
  });

  it('fixes the pairs the audit measured on The Golden Fork', () => {
    const { light, dark } = accessibleTheme(demoThemes['golden-fork']!).theme;
    // Gluten-free chip (warning on its tint), teal section labels, the info toast, the promo Apply button.
    expect(contrastRatio(light.warning, mixColours(light.warning, light.surface, 0.1))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.secondary, light.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.onInfo, light.info)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark.onInfo, dark.info)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.onSecondary, light.secondary)).toBeGreaterThanOrEqual(4.5);
  });

  it('serves the checked colours and the derived tokens, noting each change', () => {
    const css = themeStylesheet(rowWith(demoThemes['golden-fork']!, 'The Golden Fork'));
    const light = tokens(css, /:root \{([^}]*)\}/);
    const dark = tokens(css, /:root\[data-theme="dark"\],\n:root\.dark \{([^}]*)\}/);
    const served = accessibleTheme(demoThemes['golden-fork']!).theme;
    expect(light['secondary']).toBe(served.light.secondary);
    expect(light['secondary']).not.toBe('#00897b');
    expect(light['on-info']).toBe(served.light.onInfo);
    expect(dark['focus']).toBe(served.dark.focus);
    expect(dark['primary']).toBe('#6a1b9a');
    expect(Object.keys(light)).toEqual(expect.arrayContaining(['on-accent', 'on-error', 'on-warning', 'on-success', 'on-info', 'focus']));
    expect(css).toMatch(/Contrast \(WCAG AA\):\n {3}light secondary: #00897b → #[0-9a-f]{6} \(was [\d.]+:1 on #[0-9a-f]{6}\)/);
  });

  it('refuses a colour set no text can read on, serving the platform palette for that scheme', () => {
    const golden = demoThemes['golden-fork']!;
    const bad: Theme = { light: golden.light, dark: { ...golden.dark, background: '#000000', surface: '#777777', surfaceVariant: '#ffffff' } };
    const css = themeStylesheet(rowWith(bad));
    expect(css).toContain('dark: refused (no text colour reads on its grounds); the platform palette is served');
    expect(tokens(css, /:root\[data-theme="dark"\],\n:root\.dark \{([^}]*)\}/)['background']).toBe('#121212');
  });
});
