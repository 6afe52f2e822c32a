import { mdiClockOutline } from '@mdi/js';
import type { PublicRestaurant } from '@platter/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useHydrated } from '../lib/hydrated.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

// The status depends on the current time, so it shows only after hydration: its code and the
// time-zone engine load then, in one chunk, never with the page.
const loadView = () => import('./opening-status-view.tsx');
const StatusChipView = lazy(() => loadView().then((m) => ({ default: m.StatusChipView })));
const StatusStripView = lazy(() => loadView().then((m) => ({ default: m.StatusStripView })));

/** Desktop header chip: 'Open now', or 'Closed' with the next-open message. */
export function StatusChip({ restaurant }: { restaurant: PublicRestaurant | null }) {
  const hydrated = useHydrated();
  // Same footprint before hydration so the header does not shift.
  const placeholder = <span aria-hidden="true" className="inline-block h-8 w-24 rounded-full bg-text/5" />;
  if (!hydrated || !restaurant) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <StatusChipView restaurant={restaurant} />
    </Suspense>
  );
}

/** Mobile: a strip under the header (a named region) with the status and a button to the menu. */
export function MobileStatusBanner({ restaurant }: { restaurant: PublicRestaurant | null }) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const placeholder = (
    <span className="flex flex-1 items-center gap-2 text-text-muted" aria-hidden="true">
      <Icon path={mdiClockOutline} size={16} />
      <span className="h-3 w-32 rounded bg-text/8" />
    </span>
  );
  return (
    <section aria-label={t('status.region')} className="border-b border-border/70 bg-surface-variant/60 md:hidden">
      <div className="mx-auto flex min-h-14 max-w-6xl items-center gap-3 px-4 py-1.5">
        {hydrated && restaurant ? (
          <Suspense fallback={placeholder}>
            <StatusStripView restaurant={restaurant} />
          </Suspense>
        ) : (
          placeholder
        )}
        <Link to="/menu" className={buttonClasses({ variant: 'primary', size: 'sm', className: 'h-11 shrink-0 px-4 text-xs' })}>
          {t('status.viewMenu')}
        </Link>
      </div>
    </section>
  );
}
