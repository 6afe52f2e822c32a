import type { ReactNode } from 'react';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';

/**
 * A centred message with an icon and a way on: a page of its own ('Order Not Found', an h1) or a
 * state inside a page ('No Orders Yet!', an h2 in a dashed frame).
 */
export function Notice({ icon, title, text, action, page = false }: { icon: string; title: string; text?: string; action: ReactNode; page?: boolean }) {
  const Heading = page ? 'h1' : 'h2';
  return (
    <div
      className={cx(
        'flex flex-col items-center text-center',
        page ? 'mx-auto w-full max-w-xl flex-1 justify-center px-4 py-20' : 'rounded-3xl border border-dashed border-border bg-surface/60 px-6 py-14',
      )}
    >
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={icon} size={40} />
      </span>
      <Heading className={cx('mt-6 font-display font-semibold', page ? 'text-3xl' : 'text-2xl')}>{title}</Heading>
      {text ? <p className="mt-2 max-w-md text-text-muted">{text}</p> : null}
      <div className="mt-8">{action}</div>
    </div>
  );
}
