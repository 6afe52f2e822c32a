import type { ReactNode } from 'react';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';

/**
 * A centred message with an icon and a way on: a page of its own (an h1) or a state inside a
 * page (an h2 in a dashed frame), as the order pages show theirs.
 */
export function ReviewNotice({
  icon,
  title,
  text,
  action,
  page = false,
  children,
}: {
  icon: string;
  title: string;
  text?: string;
  action?: ReactNode;
  page?: boolean;
  children?: ReactNode;
}) {
  const Heading = page ? 'h1' : 'h2';
  return (
    <div
      className={cx(
        'flex flex-col items-center text-center',
        page ? 'mx-auto w-full max-w-xl flex-1 justify-center px-4 py-16 sm:py-20' : 'rounded-3xl border border-dashed border-border bg-surface/60 px-6 py-12 sm:py-14',
      )}
      data-testid="review-notice"
    >
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={icon} size={40} />
      </span>
      <Heading className={cx('mt-6 font-display font-semibold text-balance', page ? 'text-3xl' : 'text-2xl')}>{title}</Heading>
      {text ? <p className="mt-2 max-w-md text-text-muted">{text}</p> : null}
      {children}
      {action ? <div className="mt-8 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
