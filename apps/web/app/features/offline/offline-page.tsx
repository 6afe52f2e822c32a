import { mdiCloudOffOutline } from '@mdi/js';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { registerCatalogues } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/offline.json', { eager: true, import: 'default' }));

/** Only a page of this site: `from` comes from the address bar. */
export function returnPathOf(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\') || from.startsWith('/offline')) return '/';
  return from;
}

/**
 * What the service worker shows, offline, for a page that needs the network (checkout, orders,
 * the account): it says so, and offers the page again and the menu kept for reading. The worker
 * keeps this page once (without `from`), so the link back is filled in after hydration.
 */
export function OfflinePage() {
  const { t } = useTranslation('offline');
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const back = hydrated ? returnPathOf(params.get('from')) : '/';
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center sm:py-28" data-testid="offline-page">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={mdiCloudOffOutline} size={40} />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold">{t('title')}</h1>
      <p className="mt-3 text-text-muted">{t('message')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {/* A whole page load: the worker tries the network again. */}
        <ButtonLink to={back} reloadDocument variant="primary">
          {t('tryAgain')}
        </ButtonLink>
        <ButtonLink to="/menu" variant="outline">
          {t('readMenu')}
        </ButtonLink>
      </div>
    </section>
  );
}
