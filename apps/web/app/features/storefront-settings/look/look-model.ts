/**
 * The Look form's model: the colours grouped as an owner thinks of them, the tab icon's rendition
 * (a square upload's smallest WebP: the media store serves AVIF and WebP only, and every current
 * browser takes a WebP icon), and what the storefront will serve: the domain's contrast check,
 * each change with its ratio, the colour it was measured against and the ratio it needs.
 */
import { accessibleTheme, photoVariantSchema, type ColourScheme, type ContrastChange, type LookSettings, type ThemeColours } from '@platter/domain';
import { z } from 'zod';
import type { PhotoChoice } from '../../../staff-area/photo-field.tsx';
import type { UploadedMedia } from '../../../staff-area/menu-editor-api.ts';

export const COLOUR_GROUPS: readonly { id: string; tokens: readonly (keyof ThemeColours)[] }[] = [
  { id: 'brand', tokens: ['primary', 'onPrimary', 'secondary', 'onSecondary', 'accent'] },
  { id: 'grounds', tokens: ['background', 'surface', 'surfaceVariant', 'border'] },
  { id: 'text', tokens: ['text', 'textMuted'] },
  { id: 'status', tokens: ['error', 'warning', 'success', 'info'] },
];

export const HEX = /^#[0-9a-fA-F]{6}$/;

/** The theme as diners will get it, from what the owner typed (a colour still being typed counts as its last good value). */
export function servedLook(theme: LookSettings['theme']) {
  return accessibleTheme(theme);
}

/** The changes the storefront will make, the scheme's own first, most important (text colours) first. */
export function changesOf(changes: readonly ContrastChange[], scheme: ColourScheme): ContrastChange[] {
  return changes.filter((change) => change.scheme === scheme);
}

/** '3.1' — a contrast ratio as people read it (one decimal, never rounded up past the line). */
export function ratioText(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}

/** What a change was measured against, as an owner names it: one of the scheme's grounds or fills, else the colour's own tint behind it (chips, notices). */
export type Ground = 'background' | 'surface' | 'surfaceVariant' | 'primary' | 'secondary' | 'accent' | 'tint';

export function groundOf(change: ContrastChange, colours: Pick<ThemeColours, 'background' | 'surface' | 'surfaceVariant' | 'primary' | 'secondary' | 'accent'>): Ground {
  const against = change.against.toLowerCase();
  if (change.token === 'onPrimary') return 'primary';
  if (change.token === 'onSecondary') return 'secondary';
  const named = (['background', 'surface', 'surfaceVariant'] as const).find((ground) => colours[ground].toLowerCase() === against);
  return named ?? 'tint';
}

const variants = z.array(photoVariantSchema);

/** The tab icon: a square picture's smallest WebP rendition. */
export function faviconChoice(media: UploadedMedia, texts: { notSquare: string }): PhotoChoice {
  if (media.width !== media.height) return { problem: texts.notSquare };
  const parsed = variants.safeParse(media.variants);
  const webp = parsed.success ? parsed.data.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0] : undefined;
  return { url: webp?.url ?? media.url };
}
