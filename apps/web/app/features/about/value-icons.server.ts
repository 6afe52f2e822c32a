import * as mdi from '@mdi/js';
import { mdiIconByName } from '../../ui/mdi-icon-by-name.ts';

const ICONS: Record<string, string | undefined> = mdi;

/**
 * Resolves an icon named in the restaurant's content ('mdiLeaf', 'mdi-leaf' or 'leaf') to its
 * SVG path from the whole @mdi/js set, so owners can pick any icon. Server-only: the set is
 * 2.8 MB and must never reach the browser; the loader sends just the paths the page uses.
 * Names the set does not know fall back to the shared curated map (and its fallback icon).
 */
export function mdiPathByName(name: string): string {
  const trimmed = name.trim();
  if (/^mdi[A-Z]/.test(trimmed) && ICONS[trimmed]) return ICONS[trimmed];
  const pascal = trimmed
    .replace(/^mdi-/, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return ICONS[`mdi${pascal}`] ?? mdiIconByName(trimmed);
}
