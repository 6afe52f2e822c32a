import { useTranslation } from 'react-i18next';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import { PlaceholderPage } from '../shell/placeholder-page.tsx';
import type { Route } from './+types/promotions';

registerCatalogues(import.meta.glob('../i18n/*/placeholders.json', { eager: true, import: 'default' }));

// Placeholder: the promotions screen is built by a later issue.
export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('placeholders:promotions.title') });
}

export default function PromotionsRoute() {
  const { t } = useTranslation('placeholders');
  return <PlaceholderPage title={t('promotions.title')} text={t('promotions.text')} />;
}
