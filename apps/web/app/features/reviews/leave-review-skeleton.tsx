import { useTranslation } from '../../i18n/react.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

/** The leave-review page's frame while the order (or the orders to pick from) arrive. */
export function LeaveReviewSkeleton() {
  const { t } = useTranslation('reviews');
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <p role="status" className="sr-only">
        {t('leave.loading')}
      </p>
      <Skeleton className="h-96" rounded="rounded-3xl" />
      <Skeleton className="h-56" rounded="rounded-3xl" />
    </div>
  );
}

