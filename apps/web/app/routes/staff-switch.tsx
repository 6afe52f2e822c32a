import { StaffSwitchPage } from '../features/auth/staff-switch-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/staff-switch';

registerCatalogues(import.meta.glob('../i18n/en-GB/{auth,staffSwitch}.json', { eager: true, import: 'default' }));

// The address carries a secret (a switch code, in the fragment): never indexed, never sent on as a Referer.
export function meta({ matches }: Route.MetaArgs) {
  return [...routeMeta(matches, { title: i18n.t('staffSwitch:page.metaTitle'), noindex: true }), { name: 'referrer', content: 'no-referrer' }];
}

export default function StaffSwitchRoute() {
  return <StaffSwitchPage />;
}
