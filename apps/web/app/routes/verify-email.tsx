import { useSearchParams } from 'react-router';
import { VerifyEmailPage } from '../features/auth/verify-email-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/verify-email';

registerCatalogues(import.meta.glob('../i18n/*/auth.json', { eager: true, import: 'default' }));

// The URL carries a secret: never indexed, never sent on as a Referer.
export function meta({ matches }: Route.MetaArgs) {
  return [...routeMeta(matches, { title: i18n.t('auth:verify.metaTitle'), noindex: true }), { name: 'referrer', content: 'no-referrer' }];
}

export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return <VerifyEmailPage token={params.get('token')?.trim() ?? ''} />;
}
