import { mdiClockOutline, mdiMoped, mdiNoteTextOutline, mdiPhoneOutline, mdiShoppingOutline } from '@mdi/js';
import {
  formatPrice,
  fulfilment,
  orderTotalLines,
  orderTotalsOf,
  POINTS_REFUNDING_STATUSES,
  toMajor,
  type Order,
  type TotalLine,
} from '@platter/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useHasRewards } from '../../lib/api/get-rewards.ts';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { SelectedOptionsList } from '../../ui/selected-options.tsx';
import { useItemsInPageLanguage } from './order-names.ts';
import { useOrderTime } from './order-time.ts';

/** A titled card of the details page. */
export function Panel({ id, title, icon, children, className }: { id: string; title: string; icon?: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cx('rounded-3xl border border-border/80 bg-surface p-5 shadow-card sm:p-6', className)}>
      <h2 id={id} className="flex items-center gap-2.5 font-display text-xl font-semibold">
        {icon ? <Icon path={icon} size={22} className="text-primary dark:text-accent" /> : null}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The lines: image, name (in the page's language where the menu has it), options with their adjustments, quantity, unit price and subtotal. */
export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const price = (value: number) => formatPrice(value, order.currency.symbol);
  const items = useItemsInPageLanguage(order);
  return (
    <ul className="divide-y divide-border/70" data-testid="order-items">
      {items.map((item) => (
        <li key={item._id} className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4" data-testid="order-item">
          <ProductImage src={item.productImage} alt="" width={120} height={120} className="size-16 shrink-0 rounded-2xl sm:size-20" />
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold leading-snug">
                <span className="mr-1.5 tabular-nums text-primary dark:text-accent">{t('details.quantity', { quantity: item.quantity })}</span>
                {item.productName}
              </h3>
              <p className="shrink-0 font-semibold tabular-nums">
                <span className="sr-only">{t('details.lineSubtotal')}: </span>
                {price(item.itemSubtotal)}
              </p>
            </div>
            <SelectedOptionsList options={item.selectedOptions} currencySymbol={order.currency.symbol} className="mt-1" />
            <p className="mt-1 text-sm tabular-nums text-text-muted">{t('details.each', { price: price(item.unitPrice) })}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Fact({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    // Only a div may wrap a dt/dd pair in a <dl>: the icon is decoration inside the term.
    <div className="relative min-w-0 pl-12">
      <dt className="text-xs font-bold uppercase tracking-[0.12em] text-text-muted">
        <span
          aria-hidden="true"
          className="absolute left-0 top-0.5 inline-flex size-9 items-center justify-center rounded-xl bg-primary/8 text-primary dark:bg-accent/12 dark:text-accent"
        >
          <Icon path={icon} size={20} />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 leading-relaxed">{children}</dd>
    </div>
  );
}

const addressLines = (address: { street: string; city: string; postalCode: string; country: string }) =>
  [address.street, [address.city, address.postalCode].filter(Boolean).join(' '), address.country].filter(Boolean);

/** Delivery (address and instructions) or pickup (the restaurant's address), when, phone and the diner's notes. */
export function OrderFulfilment({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  const method = fulfilment(order.orderType);
  const delivery = method.needsAddress ? order.deliveryAddress : null;
  const when = order.isASAP || !order.scheduledAt ? t('details.asap') : t('details.scheduledFor', { time: time(order.scheduledAt) });
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      {method.needsAddress ? (
        <Fact icon={mdiMoped} label={t('details.deliveryTo')}>
          {delivery ? addressLines(delivery).map((line) => <span key={line} className="block">{line}</span>) : null}
          {delivery?.deliveryInstructions ? (
            <span className="mt-1 block text-sm text-text-muted">
              <span className="font-medium text-text/80">{t('details.deliveryInstructions')}:</span> {delivery.deliveryInstructions}
            </span>
          ) : null}
        </Fact>
      ) : (
        <Fact icon={mdiShoppingOutline} label={t('details.pickupFrom')}>
          <span className="block font-medium">{order.restaurant.name}</span>
          {addressLines(order.restaurant.address).map((line) => (
            <span key={line} className="block text-text/85">
              {line}
            </span>
          ))}
        </Fact>
      )}
      <Fact icon={mdiClockOutline} label={t('details.when')}>
        {when}
        {order.pickupTimeEstimate ? <span className="block text-sm text-text-muted">{t(`details.${method.words.promise}`, { time: time(order.pickupTimeEstimate) })}</span> : null}
      </Fact>
      {order.contactPhone ? (
        <Fact icon={mdiPhoneOutline} label={t('details.contactPhone')}>
          {order.contactPhone}
        </Fact>
      ) : null}
      {order.customerNotes ? (
        <Fact icon={mdiNoteTextOutline} label={t('details.notes')}>
          <span className="whitespace-pre-line">{order.customerNotes}</span>
        </Fact>
      ) : null}
    </dl>
  );
}

export function Row({ label, value, className }: { label: ReactNode; value: ReactNode; className?: string }) {
  return (
    <div className={cx('flex items-baseline justify-between gap-4', className)}>
      <dt className="text-text-muted">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** Subtotal, discount (with the promotion's code), delivery fee and total (the domain's `orderTotalLines`); points earned or spent. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const price = (minor: number) => formatPrice(toMajor(minor), order.currency.symbol);
  const code = order.appliedPromotion?.couponCode;
  const row = (line: TotalLine) => {
    switch (line.kind) {
      case 'subtotal':
        return <Row key={line.kind} label={t('details.subtotal')} value={<span className="font-semibold">{price(line.amountMinor)}</span>} />;
      case 'discount': {
        // Each discount by name: the diner's code or reward and the offers that applied by themselves.
        const names = line.parts.map((part) => part.name ?? order.appliedPromotion?.name).filter((name) => name !== undefined);
        return (
          <Row
            key={line.kind}
            label={
              <>
                {code ? t('details.discountWithCode', { code }) : t('details.discount')}
                {names.length > 0 ? <span className="block text-xs">{names.join(', ')}</span> : null}
              </>
            }
            value={<span className="font-semibold text-success">−{price(line.amountMinor)}</span>}
          />
        );
      }
      case 'deliveryFee':
        if (!line.delivery) return null;
        return (
          <Row
            key={line.kind}
            label={
              <>
                {t('details.deliveryFee')}
                {line.free ? <span className="block text-xs">{line.free.name}</span> : null}
              </>
            }
            value={line.free ? <span className="font-semibold text-success">{t('details.free')}</span> : price(line.amountMinor ?? 0)}
          />
        );
      case 'serviceFee':
        return <Row key={line.kind} label={t('details.serviceFee')} value={price(line.amountMinor)} />;
      case 'tip':
        return <Row key={line.kind} label={t('details.tip')} value={<span data-testid="order-tip">{price(line.amountMinor)}</span>} />;
      case 'total':
        return (
          <Row
            key={line.kind}
            className="border-t border-border pt-4"
            label={<span className="font-semibold text-text">{t('details.total')}</span>}
            value={<span className="font-display text-2xl font-semibold text-primary dark:text-accent">{price(line.amountMinor)}</span>}
          />
        );
      default:
        // A new kind of line (a tip, a payment) is shown here too: the compiler says so.
        return line satisfies never;
    }
  };
  return (
    <>
      <dl className="space-y-3 text-[0.9375rem]" data-testid="order-totals">
        {orderTotalLines(orderTotalsOf(order)).map(row)}
      </dl>
      <OrderPoints order={order} />
    </>
  );
}

/** An order that was cancelled or failed: the points spent on it came back, nothing will be paid. */
export const isUndone = (order: Pick<Order, 'status'>) => POINTS_REFUNDING_STATUSES.includes(order.status);

/**
 * Points spent on the order's reward (returned once it was cancelled or failed), or earned by it;
 * earned points only where the restaurant has rewards to spend them on.
 */
function OrderPoints({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const hasRewards = useHasRewards(order.pointsEarned > 0 && order.pointsSpent === 0);
  const text =
    order.pointsSpent > 0
      ? t(isUndone(order) ? 'details.pointsReturned' : 'details.pointsSpent', { count: order.pointsSpent })
      : order.pointsEarned > 0 && hasRewards
        ? t('details.pointsEarned', { count: order.pointsEarned })
        : null;
  if (text === null) return null;
  return (
    <p className="mt-4 rounded-xl bg-accent/12 px-3 py-2 text-sm text-text" data-testid="order-points">
      {text}
    </p>
  );
}
