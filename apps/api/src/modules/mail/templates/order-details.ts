/** The parts of an order every order e-mail shows: its details, its lines and its totals. */
import { formatPrice, fulfilment, partsInZone, isCashOnCollection, isOnlinePayment, orderTotalLines, orderTotalsOf, toMajor, type Order } from '@platter/domain';
import type { Block, DetailRow, TotalRow } from './content.ts';
import { mailLanguage, t } from './i18n.ts';

/** 'Tuesday 2 June 2026, 14:00' on the restaurant's wall clock (built from parts: ICU versions punctuate dateStyle differently). */
export function formatWhen(iso: string, timeZone: string): string {
  const { weekday = '', day = '', month = '', year = '', hour = '', minute = '' } = partsInZone(iso, 'fullDateTime', timeZone, mailLanguage());
  return t('order.dateTime', { weekday, day, month, year, time: `${hour}:${minute}` });
}

export function price(order: Order, amount: number): string {
  return formatPrice(amount, order.currency.symbol, mailLanguage());
}

function addressLine(parts: readonly string[]): string {
  return parts.filter((p) => p.trim() !== '').join(', ');
}

export interface OrderDetailsOptions {
  /** The restaurant's copy also shows who ordered and their phone. */
  forStaff: boolean;
}

export function orderDetails(order: Order, timeZone: string, { forStaff }: OrderDetailsOptions): Block {
  const rows: DetailRow[] = [
    { label: t('order.number'), value: order.orderNumber },
    { label: t('order.placedAt'), value: formatWhen(order.createdAt, timeZone) },
  ];
  if (forStaff) {
    rows.push({ label: t('order.customer'), value: order.customerName }, { label: t('order.contactPhone'), value: order.contactPhone });
  }
  rows.push({ label: t('order.type'), value: t(`order.${order.orderType}`) });
  if (fulfilment(order.orderType).needsAddress && order.deliveryAddress) {
    const a = order.deliveryAddress;
    rows.push({ label: t('order.deliveryTo'), value: addressLine([a.street, a.city, a.postalCode, a.country]) });
    if (a.deliveryInstructions.trim()) rows.push({ label: t('order.deliveryInstructions'), value: a.deliveryInstructions });
  } else {
    const a = order.restaurant.address;
    rows.push({ label: t('order.pickupFrom'), value: addressLine([order.restaurant.name, a.street, a.city, a.postalCode]) });
  }
  rows.push({
    label: t('order.when'),
    value: order.isASAP || !order.scheduledAt ? t('order.asap') : t('order.scheduledFor', { time: formatWhen(order.scheduledAt, timeZone) }),
  });
  const method = order.paymentDetails.method;
  const methodText = isCashOnCollection(method, order.orderType) ? t('order.cashOnCollection') : method;
  // A card payment says where it stands (Paid, Refunded…); cash is settled at the door.
  const paid = isOnlinePayment(method) ? ` · ${t(`order.paymentStatus.${order.paymentDetails.paymentStatus}`)}` : '';
  rows.push({ label: t('order.payment'), value: `${methodText}${paid}` });
  if (order.customerNotes.trim()) rows.push({ label: t('order.notes'), value: order.customerNotes });
  return { kind: 'details', rows };
}

export function orderItems(order: Order): Block {
  return {
    kind: 'items',
    title: t('order.items'),
    lines: order.items.map((item) => ({
      quantity: t('order.quantity', { quantity: item.quantity }),
      name: item.productName,
      options: item.selectedOptions.map((o) => (o.optionName ? `${o.optionName}: ${o.valueLabel}` : o.valueLabel)),
      amount: price(order, item.itemSubtotal),
    })),
  };
}

/** Subtotal, each discount by name, the delivery fee (or the offer that waived it), the total: the domain's `orderTotalLines`. */
export function orderTotals(order: Order): Block {
  const money = (minor: number) => price(order, toMajor(minor));
  const rows = orderTotalLines(orderTotalsOf(order)).flatMap((line): TotalRow[] => {
    switch (line.kind) {
      case 'subtotal':
        return [{ label: t('order.subtotal'), amount: money(line.amountMinor) }];
      case 'discount':
        // An order from before discounts were itemised: its discount in one line.
        return line.parts.map((part) => ({ label: part.name ?? t('order.discount'), amount: `−${money(part.amountMinor)}` }));
      case 'deliveryFee':
        if (!line.delivery) return [];
        return [
          line.free
            ? { label: t('order.deliveryFeeWaived', { name: line.free.name }), amount: t('order.free') }
            : { label: t('order.deliveryFee'), amount: money(line.amountMinor ?? 0) },
        ];
      case 'serviceFee':
        return [{ label: t('order.serviceFee'), amount: money(line.amountMinor) }];
      case 'tip':
        return [{ label: t('order.tip'), amount: money(line.amountMinor) }];
      case 'total':
        return [{ label: t('order.total'), amount: money(line.amountMinor), total: true }];
    }
  });
  return { kind: 'totals', rows };
}
