import { data } from 'react-router';
import { i18n } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import { NotFoundPage } from '../shell/not-found-page.tsx';
import type { Route } from './+types/not-found';

/** Any unknown path: the page renders normally, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('notFound:title'), description: () => i18n.t('notFound:message'), jsonLd: [], noindex: true });
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
