import { LoginPage } from '../features/auth/login-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { rootDataFromMatches } from '../lib/restaurant.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/login';

registerCatalogues(import.meta.glob('../i18n/*/auth.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  return [
    ...pageMeta({ restaurant: root?.restaurant, origin: root?.origin ?? '', title: i18n.t('auth:login.metaTitle') }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function LoginRoute() {
  return <LoginPage />;
}
