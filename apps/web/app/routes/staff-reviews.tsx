import { lazy } from 'react';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/staff-reviews';

registerCatalogues(import.meta.glob('../i18n/en-GB/reviews.json', { eager: true, import: 'default' }));

// Like the board: rendered (and downloaded) only for staff, under the staff layout.
const StaffReviewsPage = lazy(() => import('../features/reviews/staff-reviews-page.tsx'));

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('reviews:staff.metaTitle'), jsonLd: [], noindex: true });
}

export default function StaffReviewsRoute() {
  return <StaffReviewsPage />;
}
