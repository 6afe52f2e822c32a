import { useTranslation } from '../i18n/react.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/** The staff pages' width: a tablet on the pass uses all of it. */
export const STAFF_PAGE = 'mx-auto w-full max-w-[1600px] px-4 sm:px-6 lg:px-8';

/**
 * The staff area's frame while the browser learns who is signed in (and the board's code and
 * orders arrive): four columns on a tablet, one on a phone. Imported by the layout, so it holds
 * nothing of the board itself.
 */
export function StaffSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={`${STAFF_PAGE} py-6`} aria-busy="true" data-testid="staff-skeleton">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Skeleton className="h-10 w-56" rounded="rounded-full" />
        <Skeleton className="h-10 w-72 max-w-full" rounded="rounded-full" />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((column) => (
          <div key={column} className={column > 0 ? 'hidden space-y-3 lg:block' : 'space-y-3'}>
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-64" rounded="rounded-2xl" />
            <Skeleton className="h-48" rounded="rounded-2xl" />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The whole staff screen before the staff area has loaded (server render, hydration): the slim
 * header's place and the board's skeleton, so nothing jumps when the area arrives.
 */
export function StaffFrameSkeleton() {
  return (
    <div className="flex flex-1 flex-col">
      <div className="border-b border-border/70 bg-surface/95">
        <div className={`${STAFF_PAGE} flex h-14 items-center gap-3 lg:h-12`}>
          <Skeleton className="h-7 w-44" />
          <Skeleton className="ml-auto h-10 w-64 max-w-[50%]" rounded="rounded-full" />
        </div>
      </div>
      <main id="main" className="flex flex-1 flex-col">
        <StaffSkeleton />
      </main>
    </div>
  );
}
