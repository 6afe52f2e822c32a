import { OfflinePage } from '../features/offline/offline-page.tsx';
import { i18n } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/offline';

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('offline:title'), description: () => i18n.t('offline:message'), jsonLd: [], noindex: true });
}

export default function Offline() {
  return <OfflinePage />;
}
