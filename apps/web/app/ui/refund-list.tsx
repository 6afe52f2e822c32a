import { formatPrice, type OrderRefund, type RefundStatus } from '@platter/domain';
import { cx } from './cx.ts';
import { RefundStatusChip } from './payment-status-chip.tsx';

export interface RefundListLabels {
  /** Each status in the reader's words ('Refund processing', 'Refunded', 'Refund failed'). */
  statuses: Record<RefundStatus, string>;
  /** Said of a refund the order's cancellation or rejection made by itself. */
  automatic: string;
}

/**
 * An order's refunds, oldest first: the amount with its status, the reason the diner is given,
 * and when it was asked for (marked when it came by itself with a cancellation or rejection).
 * The diner's order page and the staff board's order show the same list.
 */
export function RefundList({
  refunds,
  currencySymbol,
  time,
  labels,
  className,
}: {
  refunds: readonly OrderRefund[];
  currencySymbol: string;
  /** How a time is written where the list is shown. */
  time: (iso: string) => string;
  labels: RefundListLabels;
  className?: string;
}) {
  if (refunds.length === 0) return null;
  return (
    <ul className={cx('divide-y divide-border/70', className)} data-testid="refunds">
      {refunds.map((refund) => (
        <li key={refund._id} className="py-2.5 first:pt-0 last:pb-0" data-testid="refund">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="font-semibold tabular-nums">{formatPrice(refund.amount, currencySymbol)}</span>
            <RefundStatusChip status={refund.status} label={labels.statuses[refund.status]} />
          </div>
          {refund.reason ? <p className="mt-1 whitespace-pre-line break-words text-sm leading-snug text-text/85">{refund.reason}</p> : null}
          <p className="mt-0.5 text-xs text-text-muted">
            <time dateTime={refund.createdAt}>{time(refund.createdAt)}</time>
            {refund.automatic ? ` · ${labels.automatic}` : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
