import type { PaymentStatus, RefundStatus } from '@platter/domain';
import { cx } from './cx.ts';

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
