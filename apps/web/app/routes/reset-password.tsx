import { useSearchParams } from 'react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/reset-password';

registerCatalogues(import.meta.glob('../i18n/en-GB/auth.json', { eager: true, import: 'default' }));

// The URL carries a secret: never indexed, never sent on as a Referer (the API's pages also
// answer Referrer-Policy: no-referrer).
export function meta({ matches }: Route.MetaArgs) {
  return [...routeMeta(matches, { title: i18n.t('auth:reset.metaTitle'), noindex: true }), { name: 'referrer', content: 'no-referrer' }];
}

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return <ResetPasswordPage token={params.get('token')?.trim() ?? ''} />;
}
