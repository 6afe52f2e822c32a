/**
 * The web app manifest of a restaurant's storefront (GET /manifest.webmanifest): its name,
 * colours and icons, so a diner can put the restaurant's own site on a phone's home screen.
 * Built from the restaurant row as served (contrast-checked colours), so a change of look
 * changes the manifest (and its ETag) as soon as the tenant directory forgets the old row.
 */
import { createHash } from 'node:crypto';
import { accessibleTheme, apiMessage, localizedText, type Language } from '@platter/domain';
import { messageIn } from '../../platform/messages.ts';
import type { RestaurantRow } from '../../db/schema.ts';
import type { PartSource, TenantRestaurant } from '../../platform/tenant.ts';
import { lookOf, restaurantRowOf, type LookPart } from '../restaurants/index.ts';

/** Bumped when the icons are drawn differently, so browsers fetch them again. */
const ICON_DRAWING = 1;

export const ICON_FILES = {
  'icon-192': { size: 192, purpose: 'any' },
  'icon-512': { size: 512, purpose: 'any' },
  'maskable-512': { size: 512, purpose: 'maskable' },
  'apple-touch-180': { size: 180, purpose: 'apple' },
} as const;
export type IconFile = keyof typeof ICON_FILES;
export const ICON_FILE_NAMES = Object.keys(ICON_FILES) as IconFile[];

/** What the icons are drawn from: the logo, or the initial on the primary colour. */
export interface IconSource {
  logoUrl: string | null;
  initial: string;
  /** Behind the logo (maskable, apple-touch) and the ground of the initial's tile. */
  background: string;
  primary: string;
  onPrimary: string;
}

export function iconSourceOf(row: Pick<RestaurantRow, 'name'> & LookPart): IconSource {
  const { light } = accessibleTheme(row.theme).theme;
  const initial = [...row.name.replace(/^the\s+/i, '').trim()][0]?.toLocaleUpperCase('en-GB') ?? 'P';
  return { logoUrl: row.logoUrl, initial, background: light.background, primary: light.primary, onPrimary: light.onPrimary };
}

/** A short hash of what the icons look like: part of their URLs, which are then immutable. */
export function iconVersion(source: IconSource): string {
  return createHash('sha1').update(JSON.stringify([ICON_DRAWING, source])).digest('base64url').slice(0, 12);
}

export function iconPath(version: string, file: IconFile): string {
  return `/app-icons/${version}/${file}.png`;
}

/**
 * The name under the home-screen icon: the name less a leading "The"; past 15 characters (where
 * launchers cut it), its first words up to 12 characters.
 */
export function shortNameOf(name: string): string {
  const bare = name.trim().replace(/^the\s+/i, '') || name.trim();
  if ([...bare].length <= 15) return bare;
  let short = '';
  for (const word of bare.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if ([...next].length > 12) break;
    short = next;
  }
  return short || [...bare].slice(0, 12).join('');
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/** In `language` (the request's among the restaurant's offered): its description and `lang`. */
export function webAppManifest(row: RestaurantRow & LookPart, language: Language): WebAppManifest {
  const { light } = accessibleTheme(row.theme).theme;
  const version = iconVersion(iconSourceOf(row));
  const icon = (file: IconFile) => {
    const { size, purpose } = ICON_FILES[file];
    return { src: iconPath(version, file), sizes: `${size}x${size}`, type: 'image/png' as const, purpose: purpose === 'maskable' ? ('maskable' as const) : ('any' as const) };
  };
  return {
    id: '/',
    name: row.name,
    short_name: shortNameOf(row.name),
    description:
      localizedText(row.description, row.translations, language, 'description') ||
      messageIn(apiMessage('installable.orderFrom', { name: row.name }), language),
    lang: language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The restaurant's colour (its light primary, a fill never moved by the contrast check), as
    // the page's own light theme-color (root.tsx): the installed app's title bar is the brand's,
    // not the near-white header surface (docs/reference/web.md, "Manifest").
    theme_color: light.primary,
    background_color: light.background,
    icons: [icon('icon-192'), icon('icon-512'), icon('maskable-512')],
  };
}

/** The request's restaurant's manifest, from its parts. */
export async function manifestFor(source: PartSource, tenant: TenantRestaurant, language: Language): Promise<WebAppManifest> {
  const [row, look] = await Promise.all([restaurantRowOf(source, tenant.id), lookOf(source, tenant.id)]);
  return webAppManifest({ ...row, ...look }, language);
}

/** What the request's restaurant's icons are drawn from. */
export async function iconSourceFor(source: PartSource, tenant: TenantRestaurant): Promise<IconSource> {
  return iconSourceOf({ name: tenant.name, ...(await lookOf(source, tenant.id)) });
}
