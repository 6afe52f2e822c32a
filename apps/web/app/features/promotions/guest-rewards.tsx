import { mdiGiftOutline, mdiStarFourPointsOutline } from '@mdi/js';
import type { PublicPromotion } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { RewardsHeading } from './rewards-heading.tsx';

/** Sign-in and register come back here (the auth pages honour `redirect`). */
const BACK_HERE = `?redirect=${encodeURIComponent('/promotions')}`;

/** A button on the primary-coloured panel (the shared variants assume a light or dark page behind them). */
const ON_PRIMARY_BUTTON =
  'inline-flex h-11 items-center justify-center rounded-full px-5 text-[0.9375rem] font-semibold tracking-wide whitespace-nowrap transition';

/**
 * For a guest: why to sign in (points on every order, spent on rewards) and, from the public
 * list, the rewards there are to unlock with their points cost.
 */
export function GuestRewards({ rewards }: { rewards: readonly PublicPromotion[] }) {
  const { t } = useTranslation('promotions');
  const invitation = (
    <div className="relative overflow-hidden bg-primary p-6 text-on-primary sm:p-8">
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-12 size-52 rounded-full bg-on-primary/10" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 left-1/3 size-40 rounded-full bg-on-primary/5" />
      <div className={cx('relative', rewards.length === 0 && 'lg:flex lg:items-center lg:justify-between lg:gap-10')}>
        <div className={cx(rewards.length === 0 && 'lg:flex lg:items-center lg:gap-5')}>
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-on-primary/15">
            <Icon path={mdiGiftOutline} size={28} />
          </span>
          <p className={cx('mt-4 max-w-md text-base leading-relaxed opacity-95 sm:text-lg', rewards.length === 0 && 'lg:mt-0 lg:max-w-xl')}>
            {t('rewards.guestText')}
          </p>
        </div>
        <div className={cx('mt-6 flex flex-wrap gap-3', rewards.length === 0 && 'lg:mt-0 lg:shrink-0')}>
          <Link to={`/auth/login${BACK_HERE}`} className={cx(ON_PRIMARY_BUTTON, 'bg-on-primary text-primary shadow-sm hover:brightness-95')}>
            {t('rewards.signIn')}
          </Link>
          <Link to={`/auth/register${BACK_HERE}`} className={cx(ON_PRIMARY_BUTTON, 'border border-on-primary/70 text-on-primary hover:bg-on-primary/10')}>
            {t('rewards.register')}
          </Link>
        </div>
      </div>
    </div>
  );
  return (
    <>
      <RewardsHeading title={t('rewards.guestTitle')} />
      {rewards.length === 0 ? (
        <Card data-testid="guest-rewards">{invitation}</Card>
      ) : (
        <Card className="grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-testid="guest-rewards">
          {invitation}
          <div className="p-6 sm:p-8">
            <h3 className="text-xs font-bold tracking-[0.16em] text-text-muted uppercase">{t('rewards.toUnlock')}</h3>
            <ul className="mt-4 divide-y divide-border/70">
              {rewards.map((reward) => (
                <li key={reward._id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0" data-testid="reward-teaser">
                  <Icon path={mdiStarFourPointsOutline} size={20} className="mt-0.5 text-primary dark:text-accent" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{reward.name}</p>
                    {reward.description ? <p className="mt-0.5 text-sm text-text-muted">{reward.description}</p> : null}
                  </div>
                  <span className="shrink-0 rounded-full bg-accent/20 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-text">
                    {t('rewards.pointsCost', { count: reward.pointsCost })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </Card>
      )}
    </>
  );
}
