import { currentLanguage } from '../../i18n/index.ts';
import { mdiRefresh } from '@mdi/js';
import type { RewardPromotion } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useRewards } from '../../lib/api/get-rewards.ts';
import { QueryProvider } from '../../lib/api/query-client.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { byPointsCost } from '../../lib/offer-facts.ts';
import { RewardRow } from '../../ui/reward-row.tsx';
import { RewardsHeading } from './rewards-heading.tsx';
import { RewardsSkeleton } from './rewards-skeleton.tsx';

function Balance({ points, rewards }: { points: number; rewards: readonly RewardPromotion[] }) {
  const { t } = useTranslation('promotions');
  const ready = rewards.filter((reward) => reward.isRedeemable).length;
  let note = t('rewards.earnText');
  if (ready > 0) note = t('rewards.ready', { count: ready });
  else if (rewards.length > 0) note = t('rewards.noneReady');
  return (
    <div className="relative overflow-hidden rounded-2xl bg-primary p-6 text-on-primary shadow-card sm:p-7" data-testid="points-balance">
      <div aria-hidden="true" className="pointer-events-none absolute -top-14 -right-12 size-48 rounded-full bg-on-primary/10" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-16 left-10 size-36 rounded-full bg-on-primary/5" />
      <div className="relative">
        <p className="text-xs font-bold tracking-[0.16em] uppercase opacity-90">{t('rewards.balanceLabel')}</p>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="font-display text-5xl leading-none font-semibold" data-testid="points-value">
            {points.toLocaleString(currentLanguage())}
          </span>
          <span className="text-lg opacity-90">{t('rewards.balanceUnit', { count: points })}</span>
        </p>
        <p className="mt-4 text-sm leading-relaxed opacity-95">{note}</p>
        {ready > 0 ? (
          <>
            <p className="mt-1 text-sm leading-relaxed opacity-95">{t('rewards.earnText')}</p>
            <Link
              to="/menu"
              className="mt-5 inline-flex h-10 items-center justify-center rounded-full bg-on-primary px-5 text-sm font-semibold tracking-wide text-primary shadow-sm transition hover:brightness-95"
            >
              {t('offers.orderNow')}
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}

function DinerRewardsPanel() {
  const { t } = useTranslation('promotions');
  const rewards = useRewards();

  if (rewards.isPending) return <RewardsSkeleton />;
  if (rewards.isError) {
    return (
      <>
        <RewardsHeading title={t('rewards.title')} />
        <Alert
          tone="warning"
          title={t('rewards.loadError')}
          className="mx-auto max-w-xl"
          action={
            <Button variant="outline" size="sm" onClick={() => void rewards.refetch()} loading={rewards.isFetching}>
              <Icon path={mdiRefresh} size={18} />
              {t('rewards.tryAgain')}
            </Button>
          }
        >
          {rewards.error.message}
        </Alert>
      </>
    );
  }
  const { points } = rewards.data;
  const list = byPointsCost(rewards.data.rewardsPromotions);
  return (
    <>
      <RewardsHeading title={t('rewards.title')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <Balance points={points} rewards={list} />
        {list.length > 0 ? (
          <ul className="grid gap-4" aria-label={t('rewards.title')}>
            {list.map((reward) => (
              <li key={reward._id}>
                <RewardRow reward={reward} points={points} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-border bg-surface px-6 py-8 text-center">
            <p className="text-text-muted">{t('rewards.empty')}</p>
            <ButtonLink to="/menu" variant="outline" className="mt-4">
              {t('offers.explore')}
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}

/**
 * The signed-in diner's rewards and points (GET /promotions/rewards), loaded with TanStack
 * Query in the browser. This module loads only for a signed-in diner (React.lazy in
 * rewards-section.tsx), so a guest's page carries neither it nor the query library.
 */
export default function DinerRewards() {
  return (
    <QueryProvider>
      <DinerRewardsPanel />
    </QueryProvider>
  );
}
