import { apiClient } from '../lib/api-client.ts';
import { rootDataFromMatches, useRestaurant } from '../lib/restaurant.ts';
import { pageMeta } from '../lib/seo.ts';
import { mdiPathByName } from '../features/about/value-icons.server.ts';
import { loadHome } from '../features/home/api/load-home.ts';
import { HomeError } from '../features/home/home-error.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import type { Route } from './+types/home';
import { registerCatalogues } from '../i18n/index.ts';

registerCatalogues(import.meta.glob('../i18n/en-GB/home.json', { eager: true, import: 'default' }));

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.restaurant) {
    const missing = { ok: false as const, error: context.tenantError?.message ?? 'No restaurant data available.' };
    return { highlights: missing, promotions: missing, specials: missing, hasFullStory: false };
  }
  const { aboutContent } = context.restaurant;
  return {
    ...(await loadHome(apiClient(context.api))),
    hasFullStory: aboutContent.fullPage !== null,
    teaserIconPaths: (aboutContent.teaser?.expandedParagraphs ?? []).map((paragraph) => mdiPathByName(paragraph.icon)),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  return pageMeta({ restaurant: root?.restaurant, origin: root?.origin ?? '' });
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const restaurant = useRestaurant();
  return <HomePage restaurant={restaurant} data={loaderData} />;
}

export function ErrorBoundary() {
  return <HomeError />;
}
