import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/forgot-password';

registerCatalogues(import.meta.glob('../i18n/*/auth.json', { eager: true, import: 'default' }));

// The spec defines no password-reset flow: the diner is pointed to the restaurant.
export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('auth:forgot.metaTitle') });
}

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
