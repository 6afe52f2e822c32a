import { z } from 'zod';
import { id } from './common.ts';
import { REFUND_STATUSES } from '../payments.ts';

// An order's refund, part of the order itself (order.ts reads it; payments.ts has the calls).

/** A refund of an order, as the diner and the staff see it. */
export const orderRefundSchema = z.object({
  _id: id,
  amount: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** What was refunded, when refunded by lines. */
  lines: z.array(z.object({ itemId: id, quantity: z.number().int() })).nullable(),
  /** Made by the restaurant's rejection or the diner's cancellation, not by a person's refund. */
  automatic: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;
