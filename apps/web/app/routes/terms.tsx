import { LegalPage } from '../features/legal/legal-page.tsx';
import { legalDocument } from '../features/legal/legal-document.ts';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/terms';

registerCatalogues(import.meta.glob('../i18n/en-GB/legal.json', { eager: true, import: 'default' }));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('legal:terms.title'), description: (restaurant) => legalDocument(i18n.getFixedT(i18n.language, 'legal'), 'terms', restaurant).metaDescription });
}

export default function Terms() {
  return <LegalPage kind="terms" />;
}
