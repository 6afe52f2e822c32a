import { LegalPage } from '../features/legal/legal-page.tsx';
import { legalValues } from '../features/legal/legal-document.ts';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { rootDataFromMatches } from '../lib/restaurant.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/privacy';

registerCatalogues(import.meta.glob('../i18n/*/legal.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  return pageMeta({
    restaurant: root?.restaurant,
    origin: root?.origin ?? '',
    title: i18n.t('legal:privacy.title'),
    description: i18n.t('legal:privacy.metaDescription', legalValues(root?.restaurant)),
  });
}

export default function Privacy() {
  return <LegalPage kind="privacy" />;
}
