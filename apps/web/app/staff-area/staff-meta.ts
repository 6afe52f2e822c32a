import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';

registerCatalogues(import.meta.glob('../i18n/en-GB/staff.json', { eager: true, import: 'default' }));

/**
 * A staff page's head: '{title} | {restaurant}', kept out of search results. The staff route
 * modules import only this (and their page, lazily), so a diner or guest who opens a staff
 * address downloads none of the staff area's code.
 */
export function staffMeta(matches: Parameters<typeof routeMeta>[0], titleKey: 'board.metaTitle' | 'menu.metaTitle' | 'settings.metaTitle') {
  return routeMeta(matches, { title: i18n.t(`staff:${titleKey}`), jsonLd: [], noindex: true });
}
