import { mdiTagOutline, mdiTicketPercentOutline } from '@mdi/js';
import type { HTMLAttributes, ReactNode } from 'react';
import { Card } from './card.tsx';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

/**
 * An offer's card (Home's special offers, the promotions page): a band in the tenant's primary
 * colour with the discount chip, the name, the description, what the caller adds (`children`)
 * and the button pinned to the bottom, so cards in a row line their buttons up.
 */
export function OfferCard({
  chip,
  title,
  description,
  action,
  children,
  className,
}: {
  /** The discount label ('20% OFF'). */
  chip: string;
  title: ReactNode;
  description?: string;
  action: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Card interactive className={cx('flex w-full flex-col', className)}>
      <div className="relative flex items-center justify-between gap-3 bg-gradient-to-br from-primary to-primary/80 px-5 py-4 text-on-primary">
        <Icon path={mdiTicketPercentOutline} size={30} className="opacity-90" />
        <span
          data-testid="discount-chip"
          className="rounded-full bg-accent px-3 py-1 text-sm font-extrabold tracking-wide text-black/85 shadow-sm"
        >
          {chip}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-xl font-semibold leading-snug">{title}</h3>
        {description ? <p className="mt-2 text-[0.9375rem] leading-relaxed text-text-muted">{description}</p> : null}
        {children}
        <div className="mt-auto pt-6">{action}</div>
      </div>
    </Card>
  );
}

/**
 * The dashed 'Use Code: WELCOME10' pill; with `action` (a Copy button) a full-width box with
 * the button at its end, wrapping under the code when the card is narrow.
 */
export function OfferCode({ children, action }: { children: ReactNode; action?: ReactNode }) {
  if (!action) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-lg border border-dashed border-primary/50 bg-primary/5 px-2.5 py-1 font-semibold text-primary dark:border-accent/50 dark:text-accent">
        <Icon path={mdiTagOutline} size={16} />
        {children}
      </span>
    );
  }
  // The button says what to do with it, so the tag icon gives way to keep both on one line.
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1.5 rounded-lg border border-dashed border-primary/50 bg-primary/5 py-1.5 pr-1.5 pl-3 font-semibold text-primary dark:border-accent/50 dark:text-accent">
      <span className="min-w-0">{children}</span>
      {action}
    </div>
  );
}

/** No offers to show: the ticket, a title, a line of text and what the caller adds (a link to the menu). */
export function NoOffers({
  title,
  text,
  children,
  ...rest
}: { title: string; text: string; children?: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'className'>) {
  return (
    <div className="mx-auto max-w-md rounded-3xl border border-dashed border-border bg-surface px-6 py-10 text-center" {...rest}>
      <Icon path={mdiTicketPercentOutline} size={40} className="mx-auto text-text-muted" />
      <h3 className="mt-4 font-display text-xl font-semibold">{title}</h3>
      <p className="mt-2 text-text-muted">{text}</p>
      {children}
    </div>
  );
}
