import { formatPrice, type OrderRefund, type PaymentStatus, type RefundStatus } from '@platter/domain';
import { cx } from './cx.ts';

// A payment's status and its refunds, as the diner's order pages and the staff board show them
// (one module: both screens use both).

/**
 * Spec 4 payment colours, in the tenant's own success / warning / error / info: a tinted chip with
 * a dot, the label in the text colour (so it keeps its contrast on any tenant's surface). The
 * diner's order pages and the staff board name the statuses in their own words (`label`).
 */
const PAYMENT_TONES: Record<PaymentStatus, string> = {
  Paid: 'bg-success/12 ring-success/40 [--dot:var(--color-success)]',
  Pending: 'bg-warning/12 ring-warning/40 [--dot:var(--color-warning)]',
  Failed: 'bg-error/12 ring-error/40 [--dot:var(--color-error)]',
  'Partially Refunded': 'bg-info/12 ring-info/40 [--dot:var(--color-info)]',
  Refunded: 'bg-info/12 ring-info/40 [--dot:var(--color-info)]',
};

/** A refund on its way is pending (warning), then done (success) or failed (error). */
const REFUND_TONES: Record<RefundStatus, string> = {
  Pending: PAYMENT_TONES.Pending,
  Succeeded: PAYMENT_TONES.Paid,
  Failed: PAYMENT_TONES.Failed,
};

const CHIP = 'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold text-text ring-1 ring-inset';

function Chip({ tone, label, className, testId, status }: { tone: string; label: string; className?: string; testId: string; status: string }) {
  return (
    <span className={cx(CHIP, tone, className)} data-testid={testId} data-status={status}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-[var(--dot)]" />
      {label}
    </span>
  );
}

/** An order's payment status: Paid, Pending, Failed, Partially Refunded, Refunded. */
export function PaymentStatusChip({ status, label, className }: { status: PaymentStatus; label: string; className?: string }) {
  return <Chip tone={PAYMENT_TONES[status]} label={label} className={className} testId="payment-status" status={status} />;
}

/** A refund's status: processing, refunded, failed. */
export function RefundStatusChip({ status, label, className }: { status: RefundStatus; label: string; className?: string }) {
  return <Chip tone={REFUND_TONES[status]} label={label} className={className} testId="refund-status" status={status} />;
}

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
