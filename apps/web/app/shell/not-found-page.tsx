import { mdiCompassOffOutline } from '@mdi/js';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { useRestaurant } from '../lib/restaurant.ts';
import { pageTitle } from '../lib/seo.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

registerCatalogues(import.meta.glob('../i18n/en-GB/notFound.json', { eager: true, import: 'default' }));

/** The 404 page's body: any unknown path, and the staff area for anyone who is not staff. */
export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-20 text-center sm:py-28" data-testid="not-found">
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

/**
 * The 404 page shown in the browser for a path the server rendered with 200 (the staff area for
 * anyone who is not staff): it also takes the 404 page's title.
 */
export default function ClientNotFoundPage() {
  const restaurant = useRestaurant();
  useEffect(() => {
    document.title = pageTitle(i18n.t('notFound:title'), restaurant);
  }, [restaurant]);
  return <NotFoundPage />;
}
