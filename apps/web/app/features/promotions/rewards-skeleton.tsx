import { useTranslation } from '../../i18n/react.tsx';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';
import { REWARDS_TITLE_ID } from './rewards-heading.tsx';

/**
 * While the browser learns who is here (and, for a diner, loads their points). Its loading text
 * carries the heading's id, so the section's `aria-labelledby` names it meanwhile too.
 */
export function RewardsSkeleton() {
  const { t } = useTranslation('promotions');
  return (
    <div aria-busy="true" data-testid="rewards-skeleton">
      <span id={REWARDS_TITLE_ID} className="sr-only">
        {t('rewards.loading')}
      </span>
      <Skeleton className="h-3 w-32" />
      <Skeleton className="mt-3 h-9 w-72 max-w-full" />
      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Skeleton className="h-44" rounded="rounded-2xl" />
        <div className="space-y-4">
          <Skeleton className="h-24" rounded="rounded-2xl" />
          <SkeletonText lines={2} />
        </div>
      </div>
    </div>
  );
}
