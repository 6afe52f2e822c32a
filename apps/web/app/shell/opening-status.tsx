import type { OpeningStatus, PublicRestaurant } from '@platter/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useHydrated } from '../lib/hydrated.ts';
import { useRootData } from '../lib/restaurant.ts';
import { buttonClasses } from '../ui/button.tsx';
import { StatusChipDisplay, StatusStripDisplay } from './opening-status-display.tsx';

// The page arrives with the status the server computed when it rendered it (root loader). After
// hydration the live status takes over, recomputed on the diner's clock every minute: its code
// and the time-zone engine load then, in one chunk, never with the page.
const loadView = () => import('./opening-status-view.tsx');
const StatusChipView = lazy(() => loadView().then((m) => ({ default: m.StatusChipView })));
const StatusStripView = lazy(() => loadView().then((m) => ({ default: m.StatusStripView })));

/** The server's status until the live one is loaded; `live` once hydrated. */
function WithLiveStatus({ rendered, live, restaurant }: { rendered: ReactNode; live: ReactNode; restaurant: PublicRestaurant | null }) {
  const hydrated = useHydrated();
  if (!hydrated || !restaurant) return rendered;
  return <Suspense fallback={rendered}>{live}</Suspense>;
}

function useRenderedStatus(): OpeningStatus | null {
  return useRootData()?.openingNow ?? null;
}

/** Desktop header chip: 'Open now', or 'Closed' with the next-open message. */
export function StatusChip({ restaurant }: { restaurant: PublicRestaurant | null }) {
  const status = useRenderedStatus();
  // Same footprint when there is no status, so the header does not shift.
  const rendered = status ? (
    <StatusChipDisplay status={status} />
  ) : (
    <span aria-hidden="true" className="inline-block h-8 w-24 rounded-full bg-text/5" />
  );
  return <WithLiveStatus rendered={rendered} live={restaurant && <StatusChipView restaurant={restaurant} />} restaurant={restaurant} />;
}

/** Mobile: a strip under the header (a named region) with the status and a button to the menu. */
export function MobileStatusBanner({ restaurant }: { restaurant: PublicRestaurant | null }) {
  const { t } = useTranslation('common');
  const status = useRenderedStatus();
  const rendered = status ? (
    <StatusStripDisplay status={status} />
  ) : (
    <span className="flex-1" aria-hidden="true" />
  );
  return (
    <section aria-label={t('status.region')} className="border-b border-border/70 bg-surface-variant/60 md:hidden">
      <div className="mx-auto flex min-h-14 max-w-6xl items-center gap-3 px-4 py-1.5">
        <WithLiveStatus rendered={rendered} live={restaurant && <StatusStripView restaurant={restaurant} />} restaurant={restaurant} />
        <Link to="/menu" className={buttonClasses({ variant: 'primary', size: 'sm', className: 'h-11 shrink-0 px-4 text-xs' })}>
          {t('status.viewMenu')}
        </Link>
      </div>
    </section>
  );
}
