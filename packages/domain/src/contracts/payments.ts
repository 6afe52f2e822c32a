import { z } from 'zod';
import { envelope, id, money } from './common.ts';
import { orderSchema } from './order.ts';
import { orderRefundSchema } from './order-refund.ts';

export * from './order-refund.ts';

// Card payments (issue 25): placing an online order answers the hosted checkout's address; the
// diner's return asks the server to check the payment; Owner and Manager refund from the board.
// Our texts (the spec has no online payment) are listed in docs/api.md.

export const PAYMENT_MESSAGES = {
  /** The order page while an online order waits for its verified payment. */
  confirming: 'Confirming your payment…',
  /** POST /orders when the payment provider cannot be reached (503, with Retry-After). */
  providerUnavailable: 'Card payments are not available right now: nothing was charged. Please try again in a minute, or choose another payment method.',
  /** POST /orders with the online method when it is not offered. */
  notOffered: 'Online payment is not available at this restaurant. Please choose another payment method.',
  /** Refunds of an order that has taken no card payment (cash, unpaid, failed). */
  orderNotPaid: 'This order has no card payment to refund.',
  /** Nothing is left to refund. */
  alreadyRefunded: 'This order has already been refunded in full.',
  /** The return from a cancelled payment page. */
  paymentNotCompleted: 'Your payment was not completed. Nothing was charged.',
  refundRequested: 'Refund requested.',
} as const;

/** "Refunds can be at most £12.50 more on this order." */
export function refundTooLargeMessage(remaining: string): string {
  return `Refunds can be at most ${remaining} more on this order.`;
}

/** "Online payment needs an order of at least £0.30. Please choose another payment method." */
export function belowCardMinimumMessage(minimum: string): string {
  return `Online payment needs an order of at least ${minimum}. Please choose another payment method.`;
}


/** POST /orders answers this: the order, and for an online order the hosted checkout to send the diner to. */
export const placedOrderResponse = envelope({ order: orderSchema, checkoutUrl: z.string().optional() });
export type PlacedOrderResponse = z.infer<typeof placedOrderResponse>;

/**
 * POST /staff/orders/{id}/refunds: `amount` (major units) or `lines`, or neither for everything
 * still refundable, with a reason the diner is shown.
 */
export const refundBody = z
  .object({
    amount: money.positive('The refund must be more than nothing.').max(1_000_000, 'The refund is too large.').optional(),
    lines: z
      .array(
        z.object({
          itemId: id,
          quantity: z.number({ message: 'Quantity must be a number.' }).int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.').max(1000),
        }),
      )
      .min(1, 'Choose at least one line to refund.')
      .max(200)
      .optional(),
    reason: z
      .string({ message: 'Please give a reason for the refund.' })
      .trim()
      .min(1, 'Please give a reason for the refund.')
      .max(500, 'The reason can be at most 500 characters.'),
    /**
     * A refund of the whole order (neither amount nor lines) leaves the diner's tip with the
     * staff unless this is true (issue 30). Ignored for an amount or lines.
     */
    includeTip: z.boolean().default(false),
  })
  .refine((body) => !(body.amount !== undefined && body.lines !== undefined), {
    message: 'Refund an amount or lines, not both.',
    path: ['amount'],
  });
export type RefundBody = z.infer<typeof refundBody>;

export const refundResponse = envelope({ order: orderSchema, refund: orderRefundSchema });
export type RefundResponse = z.infer<typeof refundResponse>;
