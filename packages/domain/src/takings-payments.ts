/**
 * How an order was paid and collected, for the takings (issue 40): apart from takings.ts, which
 * the order contract reads, so that the checkout rules it needs make no cycle.
 */
import { isPaidOnHandover } from './checkout-rules.ts';
import { isOnlinePayment } from './payments.ts';
import { fulfilment, type OrderType } from './fulfilment/index.ts';
import type { TakingsPayment } from './takings.ts';

export function takingsPaymentOf(paymentMethod: string, orderType: OrderType): TakingsPayment {
  if (isOnlinePayment(paymentMethod)) return 'card';
  const collected = fulfilment(orderType).handover === 'collection';
  if (isPaidOnHandover(paymentMethod)) return collected ? 'cashOnCollection' : 'cashOnDelivery';
  if (/^(credit |debit )?card\b/i.test(paymentMethod.trim())) return collected ? 'cardOnCollection' : 'cardOnDelivery';
  return 'other';
}

/** The split's English words (the orders export's `payment` column; the screen has its catalogues). */
export function takingsPaymentLabel(payment: TakingsPayment, paymentMethod: string, orderType: OrderType | null): string {
  const labels: Record<Exclude<TakingsPayment, 'other'>, string> = {
    card: 'Card, paid online',
    cashOnDelivery: 'Cash on delivery',
    cashOnCollection: 'Cash on collection',
    cardOnDelivery: 'Card on delivery',
    cardOnCollection: 'Card on collection',
  };
  if (payment !== 'other') return labels[payment];
  return orderType ? `${paymentMethod} · ${fulfilment(orderType).handover}` : paymentMethod;
}

