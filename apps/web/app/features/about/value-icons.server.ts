import * as mdi from '@mdi/js';
import { mdiStarFourPointsOutline } from '@mdi/js';

const ICONS: Record<string, string | undefined> = mdi;

/**
 * Resolves an icon name from the restaurant's content ('mdiLeaf', or the icon-font style
 * 'mdi-leaf') to its SVG path. Server-only: the whole @mdi/js set is 2.8 MB and must never
 * reach the browser, so the loader sends just the paths the page uses.
 */
export function mdiPathByName(name: string): string {
  const trimmed = name.trim();
  const camel = trimmed.startsWith('mdi-')
    ? `mdi${trimmed
        .slice(4)
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('')}`
    : trimmed;
  return ICONS[camel] ?? mdiStarFourPointsOutline;
}
