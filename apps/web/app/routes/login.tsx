import { LoginPage } from '../features/auth/login-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/login';

registerCatalogues(import.meta.glob('../i18n/en-GB/auth.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('auth:login.metaTitle'), noindex: true });
}

export default function LoginRoute() {
  return <LoginPage />;
}
