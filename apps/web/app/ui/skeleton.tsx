import { cx } from './cx.ts';

/** A pulsing placeholder block; size it with classes (`h-6 w-40`, `aspect-[4/3]`...). */
export function Skeleton({ className, rounded = 'rounded-lg' }: { className?: string; rounded?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse bg-text/10', rounded, className)} />;
}

/** A few lines of placeholder text; the last one shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cx('space-y-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cx('h-3.5', i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} rounded="rounded" />
      ))}
    </div>
  );
}
