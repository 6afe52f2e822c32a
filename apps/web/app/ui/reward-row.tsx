import { mdiCheckCircle, mdiLockOutline, mdiStarFourPointsOutline } from '@mdi/js';
import type { RewardPromotion } from '@platter/domain';
import { registerCatalogues } from '../i18n/index.ts';
import { useTranslation } from '../i18n/react.tsx';
import { Card } from './card.tsx';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

// Its texts travel with it: the promotions page and the back office's offers preview show it.
registerCatalogues(import.meta.glob('../i18n/en-GB/promotions.json', { eager: true, import: 'default' }));

/**
 * One reward for the signed-in diner: its points cost, and either 'You can redeem this at
 * checkout' or how far the diner's points are from it (a bar and 'N more points needed').
 * A reward the diner has the points for but may not use (its usage limits) says so.
 */
export function RewardRow({ reward, points }: { reward: RewardPromotion; points: number }) {
  const { t } = useTranslation('promotions');
  const redeemable = reward.isRedeemable;
  const progress = reward.pointsCost > 0 ? Math.min(1, Math.max(0, points / reward.pointsCost)) : 1;
  return (
    <Card
      data-testid="reward"
      data-redeemable={redeemable}
      className={cx('flex gap-4 p-5', redeemable && 'ring-2 ring-success/60 ring-inset')}
    >
      <span
        className={cx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-2xl',
          redeemable ? 'bg-success/12 text-success' : 'bg-primary/8 text-primary dark:bg-accent/12 dark:text-accent',
        )}
      >
        <Icon path={redeemable ? mdiCheckCircle : reward.pointsNeeded > 0 ? mdiLockOutline : mdiStarFourPointsOutline} size={24} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 className="font-display text-lg leading-snug font-semibold">{reward.name}</h3>
          <span className="rounded-full bg-accent/20 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-text" data-testid="reward-cost">
            {t('rewards.pointsCost', { count: reward.pointsCost })}
          </span>
        </div>
        {reward.description ? <p className="mt-1 text-sm leading-relaxed text-text-muted">{reward.description}</p> : null}
        {redeemable ? (
          <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-success" data-testid="reward-status">
            <Icon path={mdiCheckCircle} size={18} />
            {t('rewards.redeemable')}
          </p>
        ) : reward.pointsNeeded > 0 ? (
          <div className="mt-3">
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={reward.pointsCost}
              aria-valuenow={Math.min(points, reward.pointsCost)}
              aria-valuetext={t('rewards.progress', { points: Math.min(points, reward.pointsCost), cost: reward.pointsCost })}
              aria-label={reward.name}
              className="h-2 overflow-hidden rounded-full bg-text/10"
            >
              <div className="h-full rounded-full bg-primary dark:bg-accent" style={{ width: `${Math.round(progress * 100)}%` }} />
            </div>
            <p className="mt-2 text-sm text-text-muted" data-testid="reward-status">
              {t('rewards.pointsNeeded', { count: reward.pointsNeeded })}
            </p>
          </div>
        ) : (
          <p className="mt-3 text-sm text-text-muted" data-testid="reward-status">
            {t('rewards.unavailable')}
          </p>
        )}
      </div>
    </Card>
  );
}
