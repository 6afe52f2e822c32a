import {
  mdiBarley,
  mdiChefHat,
  mdiCow,
  mdiEarth,
  mdiFire,
  mdiFish,
  mdiFoodForkDrink,
  mdiGlassWine,
  mdiHandHeart,
  mdiHandshake,
  mdiHeart,
  mdiLeaf,
  mdiPot,
  mdiRecycle,
  mdiSilverwareForkKnife,
  mdiSprout,
  mdiStar,
  mdiStore,
  mdiTruck,
} from '@mdi/js';

/**
 * Content icons named in restaurant data (about teaser, core values) as @mdi/js export
 * names ('mdiLeaf') or kebab names ('mdi-leaf', 'leaf'). A small curated map keeps the bundle
 * small; unknown names get the fork-and-knife fallback.
 */
const ICONS: Record<string, string> = {
  barley: mdiBarley,
  chefhat: mdiChefHat,
  cow: mdiCow,
  earth: mdiEarth,
  fire: mdiFire,
  fish: mdiFish,
  foodforkdrink: mdiFoodForkDrink,
  glasswine: mdiGlassWine,
  handheart: mdiHandHeart,
  handshake: mdiHandshake,
  heart: mdiHeart,
  leaf: mdiLeaf,
  pot: mdiPot,
  recycle: mdiRecycle,
  silverwareforkknife: mdiSilverwareForkKnife,
  sprout: mdiSprout,
  star: mdiStar,
  store: mdiStore,
  truck: mdiTruck,
};

export const FALLBACK_CONTENT_ICON = mdiSilverwareForkKnife;


export function mdiIconByName(name: string | null | undefined): string {
  const key = (name ?? '').toLowerCase().replace(/^mdi-?/, '').replace(/[^a-z]/g, '');
  return ICONS[key] ?? FALLBACK_CONTENT_ICON;
}
