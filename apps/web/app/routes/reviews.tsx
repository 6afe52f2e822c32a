import { useTranslation } from 'react-i18next';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import { PlaceholderPage } from '../shell/placeholder-page.tsx';
import type { Route } from './+types/reviews';

registerCatalogues(import.meta.glob('../i18n/*/placeholders.json', { eager: true, import: 'default' }));

// Placeholder: the reviews screen is built by a later issue.
export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('placeholders:reviews.title') });
}

export default function ReviewsRoute() {
  const { t } = useTranslation('placeholders');
  return <PlaceholderPage title={t('reviews.title')} text={t('reviews.text')} />;
}
