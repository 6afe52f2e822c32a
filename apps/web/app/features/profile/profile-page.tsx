import { mdiChevronRight, mdiHeartOutline, mdiLockOutline, mdiLogout, mdiReceiptTextOutline, mdiRefresh, mdiStarFourPointsOutline } from '@mdi/js';
import type { User } from '@platter/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLogout } from '../../lib/auth-guard.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useMe } from '../../lib/api/get-me.ts';
import { useHasRewards } from '../../lib/api/get-rewards.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { initials } from './initials.ts';
import { PersonalInfoCard } from './personal-info-card.tsx';
import { SavedAddresses } from './saved-addresses.tsx';

const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

/** /profile (spec 2, Profile): who the diner is, their details, password, addresses and shortcuts. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const me = useMe();
  const user = me.data;

  if (!user) {
    if (me.isError && !isSessionEnded(me.error)) {
      return (
        <div className={`${CONTAINER} py-12`}>
          <Alert
            tone="error"
            title={t('loadFailed')}
            action={
              <Button variant="outline" size="sm" loading={me.isFetching} onClick={() => void me.refetch()}>
                <Icon path={mdiRefresh} size={18} />
                {t('retry')}
              </Button>
            }
          >
            {me.error.message}
          </Alert>
        </div>
      );
    }
    return <ProfileSkeleton />;
  }
  return <Profile user={user} />;
}

function Profile({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const restaurant = useRestaurant();
  const logout = useLogout();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const points = user.restaurantAffiliations.find((affiliation) => affiliation.restaurantId === restaurant?._id)?.points ?? 0;
  // Points are told only where the restaurant has rewards to spend them on (issue 24, 21e).
  const hasRewards = useHasRewards();

  return (
    <div className="pb-16 sm:pb-24">
      <header className="border-b border-border/60 bg-surface-variant/50">
        <div className={`${CONTAINER} py-8 sm:py-12`}>
          <h1 className="text-xs font-semibold uppercase tracking-[0.22em] text-primary dark:text-accent">{t('title')}</h1>
          <div className="mt-4 flex items-center gap-4 sm:gap-6">
            <span
              aria-hidden="true"
              className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-primary font-display text-2xl font-semibold text-on-primary shadow-card ring-4 ring-surface sm:size-24 sm:text-4xl"
            >
              {user.avatarUrl ? <img src={user.avatarUrl} alt="" className="size-full rounded-full object-cover" /> : initials(user.name, user.email)}
            </span>
            <div className="min-w-0">
              <p className="truncate font-display text-2xl font-semibold sm:text-4xl">{user.name}</p>
              <p className="mt-1 truncate text-text-muted">{user.email}</p>
              {restaurant && hasRewards ? (
                <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-text">
                  <Icon path={mdiStarFourPointsOutline} size={16} className="text-accent" />
                  {t('points', { count: points })}
                </p>
              ) : null}
            </div>
          </div>
        </div>
      </header>

      <div className={`${CONTAINER} grid gap-6 pt-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-8`}>
        <div className="min-w-0 space-y-6">
          <PersonalInfoCard user={user} />
          <SavedAddresses addresses={user.savedAddresses} />
        </div>
        <aside className="space-y-6">
          <nav aria-label={t('title')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <QuickLink to="/orders" icon={mdiReceiptTextOutline} title={t('links.orders')} text={t('links.ordersText')} />
            <QuickLink to="/favorites" icon={mdiHeartOutline} title={t('links.favorites')} text={t('links.favoritesText')} />
          </nav>
          <Card>
            <section aria-labelledby="security-title" className="p-5 sm:p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
                  <Icon path={mdiLockOutline} size={20} />
                </span>
                <h2 id="security-title" className="font-display text-xl font-semibold">
                  {t('security.title')}
                </h2>
              </div>
              <p className="mt-3 text-sm leading-relaxed text-text-muted">{t('security.text')}</p>
              <Button variant="outline" block className="mt-4" onClick={() => setPasswordOpen(true)}>
                {t('security.open')}
              </Button>
            </section>
          </Card>
          <Button variant="text" block className="text-error! hover:bg-error/8!" onClick={() => void logout()}>
            <Icon path={mdiLogout} size={20} />
            {t('logout')}
          </Button>
        </aside>
      </div>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </div>
  );
}

function QuickLink({ to, icon, title, text }: { to: string; icon: string; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border border-border/70 bg-surface p-4 shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-card-hover sm:p-5"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={icon} size={24} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-text-muted">{text}</span>
      </span>
      <Icon path={mdiChevronRight} size={22} className="text-text-muted transition group-hover:translate-x-0.5" />
    </Link>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={`${CONTAINER} py-8 sm:py-12`} aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 sm:size-24" rounded="rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-8 w-56 max-w-full" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 lg:col-span-2" rounded="rounded-2xl" />
        <Skeleton className="h-40" rounded="rounded-2xl" />
      </div>
    </div>
  );
}
