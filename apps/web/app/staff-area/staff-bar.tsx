import { mdiBellOffOutline, mdiBellRingOutline, mdiClipboardTextClockOutline, mdiLogout, mdiSilverwareForkKnife, mdiStarOutline, mdiStorefrontEditOutline } from '@mdi/js';
import type { StaffRole } from '@platter/domain';
import { useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLogout } from '../lib/auth-guard.ts';
import type { LiveStatus } from '../lib/live-socket.ts';
import { useRestaurant } from '../lib/restaurant.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { ROLES_THAT_RUN_SETTINGS, STAFF_MENU_PATH, STAFF_PATH, STAFF_REVIEWS_PATH, STAFF_SETTINGS_PATH } from '../lib/staff.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { canChime, switchSound, useSoundStore } from './chime.ts';
import { OrderingSwitch } from './ordering-switch.tsx';
import { RestaurantSwitcher } from './restaurant-switcher.tsx';
import { STAFF_PAGE } from './staff-skeleton.tsx';

const STATUS_TONES: Record<LiveStatus, string> = {
  live: 'bg-success',
  connecting: 'bg-text-muted animate-pulse',
  reconnecting: 'bg-warning animate-pulse',
  offline: 'bg-error',
};

/** Whether new orders arrive by themselves: Live, Connecting…, Reconnecting…, or Offline with Reload. */
function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation('staff');
  return (
    <p role="status" className="flex items-center gap-2 text-base font-medium" data-testid="live-status" data-live={status}>
      <span aria-hidden="true" className={cx('size-2.5 shrink-0 rounded-full', STATUS_TONES[status])} />
      <span className={cx(status === 'live' ? 'sr-only 2xl:not-sr-only' : 'text-text-muted', 'whitespace-nowrap')}>{t(`live.${status}`)}</span>
      {status === 'offline' ? (
        <button type="button" onClick={() => window.location.reload()} className="font-semibold text-primary underline underline-offset-2 dark:text-accent">
          {t('live.reload')}
        </button>
      ) : null}
    </p>
  );
}

const noSubscription = () => () => {};

/**
 * 'Sound' for new orders, remembered on this device. Browsers allow sound only after a tap: with
 * sound on but not yet allowed this visit, the button says 'Tap to allow sound' (any tap does).
 */
function SoundToggle() {
  const { t } = useTranslation('staff');
  const on = useSoundStore((state) => state.on);
  const unlocked = useSoundStore((state) => state.unlocked);
  const supported = useSyncExternalStore(noSubscription, canChime, () => false);
  if (!supported) return null;
  const waiting = on && !unlocked;
  return (
    <button
      type="button"
      aria-pressed={on}
      title={waiting ? t('sound.tapToAllow') : t('sound.label')}
      onClick={() => void switchSound(waiting ? true : !on)}
      className={cx(
        'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-base font-semibold ring-1 ring-inset transition-colors',
        on ? 'bg-primary/10 text-primary ring-primary/30 dark:bg-accent/15 dark:text-accent dark:ring-accent/35' : 'text-text-muted ring-border hover:text-text',
        waiting && 'animate-pulse',
      )}
      data-testid="sound-toggle"
      data-unlocked={unlocked || undefined}
    >
      <Icon path={on ? mdiBellRingOutline : mdiBellOffOutline} size={20} />
      <span className="sr-only 2xl:not-sr-only">{waiting ? t('sound.tapToAllow') : t('sound.label')}</span>
    </button>
  );
}

/** Who is signed in on this tablet, and Sign out. */
function SignedIn() {
  const { t } = useTranslation('staff');
  const name = useSessionStore((state) => state.user?.name ?? '');
  const logout = useLogout();
  return (
    <div className="flex min-w-0 items-center gap-1">
      <span className="min-w-0 truncate text-base font-semibold lg:max-w-28 xl:max-w-48" data-testid="staff-user" title={name}>
        <span className="sr-only">{t('header.signedInAs')} </span>
        {/* The first name where the bar is tight (a phone, 1024 px), the full name where there is room. */}
        <span className="sm:hidden lg:inline xl:hidden" aria-hidden="true">
          {name.split(' ')[0]}
        </span>
        {/* not-sr-only sets white-space: normal, which broke the name over two lines */}
        <span className="whitespace-nowrap! max-sm:sr-only lg:sr-only xl:not-sr-only">{name}</span>
      </span>
      <button
        type="button"
        onClick={() => void logout()}
        aria-label={t('header.signOut')}
        title={t('header.signOut')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-text-muted transition-colors hover:bg-text/8 hover:text-text"
      >
        <Icon path={mdiLogout} size={20} />
      </button>
    </div>
  );
}

/** Menu's and Reviews' words: shown where the bar has room (not on a small phone, not at 1024 px). */
const NAV_LABEL = 'sr-only sm:not-sr-only lg:sr-only xl:not-sr-only';

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-base font-semibold transition-colors',
    isActive ? 'bg-primary text-on-primary' : 'text-text-muted hover:bg-text/6 hover:text-text',
  );

/**
 * The staff area's own slim header (a kitchen screen, not the diner's site): the restaurant,
 * Orders / Menu / Reviews, the live connection, online ordering (taking orders or not), sound,
 * and who is signed in. One row from 1024 px; two on a phone.
 */
export function StaffBar({ role, status, newCount }: { role: StaffRole; status: LiveStatus; newCount: number }) {
  const { t } = useTranslation('staff');
  const restaurant = useRestaurant();
  return (
    <header className="sticky top-0 z-50 border-b border-border/70 bg-surface/95 backdrop-blur-md" data-testid="staff-header">
      <div className={cx(STAFF_PAGE, 'flex flex-wrap items-center gap-x-2 gap-y-1.5 py-1.5 lg:h-12 lg:flex-nowrap lg:py-0 xl:gap-x-3')}>
        {/* With the switcher, its choice names the restaurant: the name stays for screen readers only, so the bar has room at 1024 px. */}
        <span className="flex min-w-0 flex-1 items-center gap-2 lg:flex-initial [&:has([data-testid=restaurant-switcher])>[data-testid=staff-restaurant]]:sr-only">
          {restaurant?.logoUrl ? <img src={restaurant.logoUrl} alt="" width={36} height={36} className="size-9 shrink-0 rounded-full object-cover ring-1 ring-border" /> : null}
          <span className="truncate font-display text-lg font-bold tracking-tight lg:max-w-44 xl:max-w-64" data-testid="staff-restaurant">
            {restaurant?.name}
          </span>
          <RestaurantSwitcher currentId={restaurant?._id} />
        </span>
        <div className="order-last flex w-full min-w-0 flex-wrap items-center gap-2 lg:order-none lg:w-auto lg:min-w-max lg:flex-1 lg:flex-nowrap">
          <nav aria-label={t('nav.label')} className="flex shrink-0 gap-1">
            <NavLink to={STAFF_PATH} end className={tabClasses}>
              <Icon path={mdiClipboardTextClockOutline} size={20} />
              {t('nav.orders')}
              {newCount > 0 ? (
                <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-warning px-1.5 text-sm font-bold text-black tabular-nums">
                  <span aria-hidden="true">{newCount}</span>
                  <span className="sr-only">{t('nav.newCount', { count: newCount })}</span>
                </span>
              ) : null}
            </NavLink>
            <NavLink to={STAFF_MENU_PATH} className={tabClasses}>
              <Icon path={mdiSilverwareForkKnife} size={20} />
              <span className={NAV_LABEL}>{t('nav.menu')}</span>
            </NavLink>
            <NavLink to={STAFF_REVIEWS_PATH} className={tabClasses}>
              <Icon path={mdiStarOutline} size={20} />
              <span className={NAV_LABEL}>{t('nav.reviews')}</span>
            </NavLink>
            {ROLES_THAT_RUN_SETTINGS.includes(role) ? (
              <NavLink to={STAFF_SETTINGS_PATH} className={tabClasses}>
                <Icon path={mdiStorefrontEditOutline} size={20} />
                <span className={NAV_LABEL}>{t('nav.settings')}</span>
              </NavLink>
            ) : null}
          </nav>
          <span className="ml-auto flex min-w-0 items-center gap-2 lg:shrink-0" data-testid="staff-state">
            <LiveIndicator status={status} />
            <OrderingSwitch role={role} />
            <SoundToggle />
          </span>
        </div>
        <SignedIn />
      </div>
    </header>
  );
}
