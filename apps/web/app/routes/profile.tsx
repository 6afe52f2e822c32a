import { ProfilePage } from '../features/profile/profile-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/profile';

registerCatalogues(import.meta.glob('../i18n/en-GB/profile.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('profile:metaTitle'), noindex: true });
}

/** Login required: the diner layout's guard renders this only for a signed-in diner. */
export default function ProfileRoute() {
  return <ProfilePage />;
}
