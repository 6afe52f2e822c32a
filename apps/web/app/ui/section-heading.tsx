import type { ReactNode } from 'react';
import { cx } from './cx.ts';

/** An eyebrow line, a serif heading and an optional lead, centred by default. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  className,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cx(align === 'center' ? 'mx-auto text-center' : 'text-left', 'max-w-2xl', className)}>
      {eyebrow ? (
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-secondary dark:text-accent">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 font-display text-3xl font-semibold tracking-tight text-text sm:text-4xl">
        {title}
      </h2>
      <span
        aria-hidden="true"
        className={cx('mt-4 block h-0.5 w-14 rounded-full bg-accent', align === 'center' ? 'mx-auto' : null)}
      />
      {lead ? <p className="mt-4 text-base leading-relaxed text-text-muted">{lead}</p> : null}
    </div>
  );
}
