import { restaurantNameOf } from '@platter/domain';
import { AboutPage } from '../features/about/about-page.tsx';
import type { AboutPageContent } from '../features/about/about-content.ts';
import { mdiPathByName } from '../features/about/value-icons.server.ts';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import type { Route } from './+types/about';

registerCatalogues(import.meta.glob('../i18n/en-GB/about.json', { eager: true, import: 'default' }));

export function loader({ context }: Route.LoaderArgs): { content: AboutPageContent | null } {
  const fullPage = context.restaurant?.aboutContent.fullPage;
  if (!fullPage) return { content: null };
  return {
    content: {
      pageTagline: fullPage.pageTagline,
      storySections: fullPage.storySections,
      missionStatement: fullPage.missionStatement,
      coreValues: fullPage.coreValues.map((value) => ({
        title: value.title,
        description: value.description,
        iconPath: mdiPathByName(value.icon),
      })),
    },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: i18n.t('about:title'),
    description: (restaurant) => i18n.t('about:metaDescription', { restaurantName: restaurantNameOf(restaurant ?? { name: '' }) }),
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />;
}
