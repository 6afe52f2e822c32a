import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';

/** A rounded surface with a soft shadow. `interactive` lifts it on hover. */
export function Card({
  interactive = false,
  className,
  children,
  ...rest
}: { interactive?: boolean; children?: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx(
        'overflow-hidden rounded-2xl border border-border/70 bg-surface text-text shadow-card',
        interactive && 'transition duration-200 hover:-translate-y-0.5 hover:shadow-card-hover',
        className,
      )}
      {...rest}
    >
      {children}
    </div>
  );
}
