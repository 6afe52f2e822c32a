import { useTranslation } from '../../i18n/react.tsx';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';

function CardSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl border border-border/60 bg-surface p-3 sm:gap-4 sm:p-4">
      <div className="min-w-0 flex-1">
        <Skeleton className="h-5 w-3/5" rounded="rounded-md" />
        <SkeletonText lines={2} className="mt-3" />
        <Skeleton className="mt-4 h-5 w-16" rounded="rounded-md" />
      </div>
      <Skeleton className="aspect-square w-24 shrink-0 sm:w-32" rounded="rounded-xl" />
    </div>
  );
}

/** The menu's shape while it loads: toolbar, chips and a few dish cards. */
export function MenuListSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div aria-hidden="true">
      <Skeleton className="mt-8 mb-4 h-7 w-40" rounded="rounded-md" />
      <div className="grid gap-3 md:grid-cols-2 md:gap-4">
        {Array.from({ length: cards }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function MenuSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6 lg:px-8" role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="pt-6 pb-2 sm:pt-10">
        <Skeleton className="h-3.5 w-36" rounded="rounded" />
        <Skeleton className="mt-3 h-9 w-52" rounded="rounded-md" />
      </div>
      <div aria-hidden="true" className="flex gap-2 pt-3">
        <Skeleton className="h-11 flex-1" rounded="rounded-full" />
        <Skeleton className="h-11 w-11 sm:w-28" rounded="rounded-full" />
      </div>
      <div aria-hidden="true" className="flex gap-2 overflow-hidden py-2.5">
        {['w-20', 'w-16', 'w-18', 'w-22', 'w-16', 'w-20'].map((width, i) => (
          <Skeleton key={i} className={`h-9 shrink-0 ${width}`} rounded="rounded-full" />
        ))}
      </div>
      <MenuListSkeleton />
    </div>
  );
}
