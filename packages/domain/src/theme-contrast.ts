/**
 * A restaurant's palette made safe to read (WCAG 2.2 AA) before it is served: the contrast of
 * every pairing the storefront draws is measured with the WCAG formula, colours that fall short
 * are moved towards black or white just far enough, text-on-colour and focus colours are derived
 * from the palette, and a colour set that cannot be rescued is refused (the platform's own is
 * served in its place).
 */
import type { Theme, ThemeColours } from './contracts/restaurant.ts';

export type ColourScheme = 'light' | 'dark';

/** WCAG 1.4.3: normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG 1.4.11 / 2.4.13: focus indicators and other non-text marks. */
export const MIN_UI_CONTRAST = 3;

/**
 * The tint a status colour shows behind its own text (chips, banners, notices: `bg-warning/15`
 * under `text-warning`); checked up to this share of the colour over the ground.
 */
const STRONGEST_TINT = 0.15;

/** Tokens derived from the palette; served beside the tenant's own. */
export interface DerivedColours {
  onAccent: string;
  onError: string;
  onWarning: string;
  onSuccess: string;
  onInfo: string;
  /** The focus ring: at least 3:1 against every ground. */
  focus: string;
}

export type ServedColours = ThemeColours & DerivedColours;
export interface ServedTheme {
  light: ServedColours;
  dark: ServedColours;
}

export interface ContrastChange {
  scheme: ColourScheme;
  token: keyof ServedColours;
  /** The tenant's colour (null for a derived token). */
  from: string | null;
  to: string;
  /** Why: the weakest pairing before the change. */
  reason: string;
  /** The weakest pairing before the change, for a person: its contrast, the colour it was measured against, and the contrast it needs. */
  ratio: number;
  against: string;
  min: number;
}

export interface AccessibleTheme {
  theme: ServedTheme;
  /** Every colour moved or derived differently from the tenant's own. */
  changes: ContrastChange[];
  /** Schemes whose grounds cannot carry readable text at all: the platform's palette replaced them. */
  refused: ColourScheme[];
}

/** The platform's palette (apps/web/app/app.css carries the same values as its fallback tokens). */
export const PLATFORM_THEME: Theme = {
  light: {
    primary: '#6a1b9a',
    onPrimary: '#ffffff',
    secondary: '#006a5e',
    onSecondary: '#ffffff',
    accent: '#c9a227',
    background: '#ffffff',
    surface: '#fafafa',
    surfaceVariant: '#f1eef4',
    text: '#1d1b20',
    textMuted: '#5f5a66',
    border: '#e3dfe8',
    error: '#af251d',
    info: '#0d5aa7',
    success: '#1e6b24',
    warning: '#9a4500',
  },
  dark: {
    primary: '#6a1b9a',
    onPrimary: '#ffffff',
    secondary: '#4db6ac',
    onSecondary: '#000000',
    accent: '#e6c75a',
    background: '#121212',
    surface: '#1e1e1e',
    surfaceVariant: '#2a2630',
    text: '#ece6f0',
    textMuted: '#b3adb9',
    border: '#3a3540',
    error: '#f18480',
    info: '#64b5f6',
    success: '#66bb6a',
    warning: '#ffa726',
  },
};

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!value) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(value[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parse(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` painted at `alpha` (0–1) over the opaque `bottom`, as the browser composites it. */
export function mixColours(top: string, bottom: string, alpha: number): string {
  const t = parse(top);
  const b = parse(bottom);
  return format([0, 1, 2].map((i) => t[i]! * alpha + b[i]! * (1 - alpha)) as Rgb);
}

const BLACK = '#000000';
const WHITE = '#ffffff';

function weakest(colour: string, grounds: readonly string[]): { ratio: number; ground: string } {
  let worst = { ratio: Infinity, ground: grounds[0] ?? WHITE };
  for (const ground of grounds) {
    const ratio = contrastRatio(colour, ground);
    if (ratio < worst.ratio) worst = { ratio, ground };
  }
  return worst;
}

/**
 * The colour closest to `colour` (mixed towards black or white, the scheme's own direction
 * first) that reaches `min` against every ground `groundsFor(candidate)` returns; null when
 * neither direction gets there.
 */
function reach(colour: string, min: number, groundsFor: (candidate: string) => string[], scheme: ColourScheme): string | null {
  if (weakest(colour, groundsFor(colour)).ratio >= min) return colour;
  const directions = scheme === 'light' ? [BLACK, WHITE] : [WHITE, BLACK];
  for (const target of directions) {
    for (let step = 1; step <= 50; step++) {
      const candidate = mixColours(target, colour, step / 50);
      if (weakest(candidate, groundsFor(candidate)).ratio >= min) return candidate;
    }
  }
  return null;
}

/** Text on a filled colour: the tenant's choice when it reads, else white when it does, else black (one of them always does). */
function textOn(fill: string, preferred?: string): string {
  for (const candidate of [preferred, WHITE, BLACK]) {
    if (candidate && contrastRatio(candidate, fill) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return contrastRatio(WHITE, fill) >= contrastRatio(BLACK, fill) ? WHITE : BLACK;
}

const INKS = ['primary', 'secondary', 'error', 'warning', 'success', 'info'] as const;

/**
 * One scheme made readable, or null when its grounds cannot carry readable text (the
 * background, surface and surface variant so far apart in lightness that no text colour reads on all).
 */
function accessibleColours(input: ThemeColours, scheme: ColourScheme): { colours: ServedColours; changes: ContrastChange[] } | null {
  const colours = { ...input };
  const changes: ContrastChange[] = [];
  const grounds = [colours.background, colours.surface, colours.surfaceVariant];
  const describe = (colour: string, ground: string) => `${contrastRatio(colour, ground).toFixed(2)}:1 on ${ground}`;

  const fix = (token: keyof ThemeColours, min: number, groundsFor: (candidate: string) => string[]): boolean => {
    const from = colours[token];
    const to = reach(from, min, groundsFor, scheme);
    if (to === null) return false;
    if (to !== from) {
      const worst = weakest(from, groundsFor(from));
      changes.push({ scheme, token, from, to, reason: describe(from, worst.ground), ratio: worst.ratio, against: worst.ground, min });
      colours[token] = to;
    }
    return true;
  };

  // Body text and muted text on every ground.
  if (!fix('text', MIN_TEXT_CONTRAST, () => grounds) || !fix('textMuted', MIN_TEXT_CONTRAST, () => grounds)) return null;

  // Colours used as text (links, labels, chips, notices): on every ground and on their own tint.
  const withTint = (candidate: string) => [...grounds, ...grounds.map((g) => mixColours(candidate, g, STRONGEST_TINT))];
  // The dark scheme draws its brand-coloured text in the accent (`dark:text-accent`); its primary is a fill.
  const inks: readonly (keyof ThemeColours)[] = scheme === 'light' ? INKS : [...INKS.filter((k) => k !== 'primary'), 'accent'];
  for (const token of inks) if (!fix(token, MIN_TEXT_CONTRAST, withTint)) return null;

  // Text on filled colours.
  const derive = (token: 'onPrimary' | 'onSecondary', fill: string) => {
    const to = textOn(fill, colours[token]);
    if (to !== colours[token]) {
      changes.push({ scheme, token, from: colours[token], to, reason: describe(colours[token], fill), ratio: contrastRatio(colours[token], fill), against: fill, min: MIN_TEXT_CONTRAST });
      colours[token] = to;
    }
  };
  derive('onPrimary', colours.primary);
  derive('onSecondary', colours.secondary);
  const darkText = scheme === 'light' ? colours.text : colours.background;
  const derived: DerivedColours = {
    onAccent: textOn(colours.accent, darkText),
    onError: textOn(colours.error, WHITE),
    onWarning: textOn(colours.warning, WHITE),
    onSuccess: textOn(colours.success, WHITE),
    onInfo: textOn(colours.info, WHITE),
    // The brand colour when it stands out from every ground, else the accent, else the brand colour moved until it does.
    focus:
      [colours.primary, colours.accent, colours.secondary].find((c) => weakest(c, grounds).ratio >= MIN_UI_CONTRAST) ??
      reach(colours.primary, MIN_UI_CONTRAST, () => grounds, scheme) ??
      colours.text,
  };
  if (derived.focus !== colours.primary) {
    const worst = weakest(colours.primary, grounds);
    changes.push({ scheme, token: 'focus', from: null, to: derived.focus, reason: `primary ${describe(colours.primary, worst.ground)}`, ratio: worst.ratio, against: worst.ground, min: MIN_UI_CONTRAST });
  }
  return { colours: { ...colours, ...derived }, changes };
}

/** The theme as it is served: every scheme readable, with what was changed and what was refused. */
export function accessibleTheme(theme: Theme): AccessibleTheme {
  const changes: ContrastChange[] = [];
  const refused: ColourScheme[] = [];
  const served = {} as ServedTheme;
  for (const scheme of ['light', 'dark'] as const) {
    let result = accessibleColours(theme[scheme], scheme);
    if (!result) {
      refused.push(scheme);
      result = accessibleColours(PLATFORM_THEME[scheme], scheme)!;
    }
    served[scheme] = result.colours;
    changes.push(...result.changes);
  }
  return { theme: served, changes, refused };
}

/**
 * Every pairing the storefront draws that falls short on `colours` (as served), as
 * 'what: fg on bg ratio'; empty when the scheme reads everywhere.
 */
export function contrastShortfalls(colours: ServedColours, scheme: ColourScheme): string[] {
  const c = colours;
  const out: string[] = [];
  const need = (what: string, fg: string, bg: string, min: number) => {
    const ratio = contrastRatio(fg, bg);
    if (ratio < min) out.push(`${what}: ${fg} on ${bg} ${ratio.toFixed(2)}:1`);
  };
  for (const ground of [c.background, c.surface, c.surfaceVariant]) {
    need('text', c.text, ground, MIN_TEXT_CONTRAST);
    need('textMuted', c.textMuted, ground, MIN_TEXT_CONTRAST);
    need('focus', c.focus, ground, MIN_UI_CONTRAST);
    for (const ink of scheme === 'light' ? INKS : ([...INKS.filter((k) => k !== 'primary'), 'accent'] as const)) {
      need(ink, c[ink], ground, MIN_TEXT_CONTRAST);
      need(`${ink} on its tint`, c[ink], mixColours(c[ink], ground, STRONGEST_TINT), MIN_TEXT_CONTRAST);
    }
  }
  const fills = [
    ['onPrimary', 'primary'],
    ['onSecondary', 'secondary'],
    ['onAccent', 'accent'],
    ['onError', 'error'],
    ['onWarning', 'warning'],
    ['onSuccess', 'success'],
    ['onInfo', 'info'],
  ] as const;
  for (const [on, fill] of fills) need(on, c[on], c[fill], MIN_TEXT_CONTRAST);
  return out;
}

/** The served colours without the derived tokens: the shape of the public `theme` field. */
export function baseColours(colours: ServedColours): ThemeColours {
  const { onAccent: _a, onError: _e, onWarning: _w, onSuccess: _s, onInfo: _i, focus: _f, ...base } = colours;
  return base;
}
