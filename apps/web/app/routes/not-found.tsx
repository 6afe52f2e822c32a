import { mdiCompassOffOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { routeMeta } from '../lib/route-meta.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import type { Route } from './+types/not-found';

registerCatalogues(import.meta.glob('../i18n/*/notFound.json', { eager: true, import: 'default' }));

/** Any unknown path: the page renders normally, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: i18n.t('notFound:title'), description: () => i18n.t('notFound:message'), jsonLd: [], noindex: true });
}

export default function NotFoundRoute() {
  const { t } = useTranslation('notFound');
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-20 text-center sm:py-28">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={mdiCompassOffOutline} size={40} />
      </span>
      <p className="mt-6 font-display text-6xl font-semibold tracking-tight text-primary/90 dark:text-accent">{t('code')}</p>
      <h1 className="mt-3 text-xl font-semibold sm:text-2xl">{t('message')}</h1>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" variant="primary">
          {t('goHome')}
        </ButtonLink>
        <ButtonLink to="/menu" variant="outline">
          {t('browseMenu')}
        </ButtonLink>
      </div>
    </section>
  );
}
