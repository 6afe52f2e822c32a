import { useSearchParams } from 'react-router';
import { JoinTeamPage } from '../features/auth/join-team-page.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/join-team';

registerCatalogues(import.meta.glob('../i18n/en-GB/{auth,staffTeam}.json', { eager: true, import: 'default' }));

// The URL carries a secret (an invitation's token): never indexed, never sent on as a Referer.
export function meta({ matches }: Route.MetaArgs) {
  return [...routeMeta(matches, { title: i18n.t('staffTeam:join.metaTitle'), noindex: true }), { name: 'referrer', content: 'no-referrer' }];
}

export default function JoinTeamRoute() {
  const [params] = useSearchParams();
  return <JoinTeamPage token={params.get('token')?.trim() ?? ''} />;
}
