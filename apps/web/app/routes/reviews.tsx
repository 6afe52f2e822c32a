import { useTranslation } from 'react-i18next';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { rootDataFromMatches } from '../lib/restaurant.ts';
import { pageMeta } from '../lib/seo.ts';
import { PlaceholderPage } from '../shell/placeholder-page.tsx';
import type { Route } from './+types/reviews';

registerCatalogues(import.meta.glob('../i18n/*/placeholders.json', { eager: true, import: 'default' }));

// Placeholder: the reviews screen is built by a later issue.
export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  return pageMeta({ restaurant: root?.restaurant, origin: root?.origin ?? '', title: i18n.t('placeholders:reviews.title') });
}

export default function ReviewsRoute() {
  const { t } = useTranslation('placeholders');
  return <PlaceholderPage title={t('reviews.title')} text={t('reviews.text')} />;
}
