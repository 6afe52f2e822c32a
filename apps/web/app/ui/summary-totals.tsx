import { formatPrice, toMajor, type TotalLine } from '@platter/domain';
import { cx } from './cx.ts';
import { DiscountBreakdown, WaivedDeliveryFee } from './offer-notes.tsx';

export interface SummaryTotalsLabels {
  subtotal: string;
  discount: string;
  deliveryFee: string;
  /** The delivery fee's value while it is settled at checkout (the cart's estimate). */
  deliveryFeePending?: string;
  /** The diner's tip (only an order with one has the line). */
  tip?: string;
  total: string;
}

/**
 * A summary's total lines (the domain's `orderTotalLines`) as a `<dl>`: the cart's estimate and
 * the checkout's order, each with its own labels and test ids (`{testIdPrefix}-total` ...).
 */
export function SummaryTotals({
  lines,
  currencySymbol,
  labels,
  testIdPrefix,
  className,
}: {
  lines: readonly TotalLine[];
  currencySymbol: string;
  labels: SummaryTotalsLabels;
  testIdPrefix: string;
  className?: string;
}) {
  const price = (minor: number) => formatPrice(toMajor(minor), currencySymbol);
  const row = (line: TotalLine) => {
    switch (line.kind) {
      case 'subtotal':
        return (
          <div key={line.kind} className="flex items-baseline justify-between gap-4">
            <dt className="text-text-muted">{labels.subtotal}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`${testIdPrefix}-subtotal`}>
              {price(line.amountMinor)}
            </dd>
          </div>
        );
      case 'discount':
        return [
          <div key={line.kind} className="flex items-baseline justify-between gap-4">
            <dt className="text-text-muted">{labels.discount}</dt>
            <dd className={cx('tabular-nums', line.amountMinor > 0 && 'font-semibold text-success')} data-testid={`${testIdPrefix}-discount`}>
              {line.amountMinor > 0 ? `−${price(line.amountMinor)}` : price(0)}
            </dd>
          </div>,
          <DiscountBreakdown key="parts" parts={line.parts} currencySymbol={currencySymbol} />,
        ];
      case 'deliveryFee': {
        // A pickup pays no delivery: no line for it.
        if (!line.delivery) return null;
        // The cart's fee is settled at checkout: said in muted italics, unless an offer waives it.
        const pending = lines.some((l) => l.kind === 'total' && l.estimated);
        return (
          <div key={line.kind} className="flex items-baseline justify-between gap-4">
            <dt className="text-text-muted">{labels.deliveryFee}</dt>
            <dd
              className={pending ? 'text-right text-sm italic text-text-muted' : 'text-right tabular-nums'}
              data-testid={`${testIdPrefix}-delivery-fee`}
            >
              {line.free ? (
                <span className={pending ? 'not-italic' : undefined}>
                  <WaivedDeliveryFee free={line.free} currencySymbol={currencySymbol} />
                </span>
              ) : line.amountMinor === null ? (
                labels.deliveryFeePending
              ) : (
                price(line.amountMinor)
              )}
            </dd>
          </div>
        );
      }
      case 'serviceFee':
        return null;
      case 'tip':
        return (
          <div key={line.kind} className="flex items-baseline justify-between gap-4">
            <dt className="text-text-muted">{labels.tip ?? 'Tip'}</dt>
            <dd className="tabular-nums" data-testid={`${testIdPrefix}-tip`}>
              {price(line.amountMinor)}
            </dd>
          </div>
        );
      case 'total':
        return (
          <div key={line.kind} className="flex items-baseline justify-between gap-4 border-t border-border pt-4">
            <dt className="font-semibold">{labels.total}</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums text-primary dark:text-accent" data-testid={`${testIdPrefix}-total`}>
              {price(line.amountMinor)}
            </dd>
          </div>
        );
      default:
        // A new kind of line (a tip, a payment) is shown here too: the compiler says so.
        return line satisfies never;
    }
  };
  return <dl className={className}>{lines.map(row)}</dl>;
}
