import { ProfilePage } from '../features/profile/profile-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { rootDataFromMatches } from '../lib/restaurant.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/profile';

registerCatalogues(import.meta.glob('../i18n/*/profile.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  return [
    ...pageMeta({ restaurant: root?.restaurant, origin: root?.origin ?? '', title: i18n.t('profile:metaTitle') }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Login required: the diner layout's guard renders this only for a signed-in diner. */
export default function ProfileRoute() {
  return <ProfilePage />;
}
