import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/forgot-password';

registerCatalogues(import.meta.glob('../i18n/en-GB/auth.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('auth:forgot.metaTitle'), noindex: true });
}

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
