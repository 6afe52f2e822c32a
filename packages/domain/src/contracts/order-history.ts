import { z } from 'zod';
import { envelope, pagingQueryShape } from './common.ts';
import { orderSchema, paymentStatusSchema, orderStatusSchema, type Order } from './order.ts';

// GET /orders/my-orders: the diner's history, one card per order.

export const ORDERS_PAGE_SIZE = 10;
export const MAX_ORDERS_PAGE_SIZE = 50;
export const ORDER_SORT_FIELDS = ['createdAt', 'totalAmount', 'status'] as const;

export const myOrdersQuery = z.object({
  ...pagingQueryShape(ORDERS_PAGE_SIZE, MAX_ORDERS_PAGE_SIZE),
  /** Empty or 'all' means every status. */
  status: z
    .union([z.literal(''), z.literal('all'), orderStatusSchema], { message: 'status must be an order status.' })
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v)),
  sortBy: z.enum(ORDER_SORT_FIELDS, { message: 'sortBy must be createdAt, totalAmount or status.' }).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], { message: "sortOrder must be 'asc' or 'desc'." }).default('desc'),
});
export type MyOrdersQuery = z.input<typeof myOrdersQuery>;

/** How many item names an order's history card shows before '+ n more'. */
export const ORDER_SUMMARY_ITEM_NAMES = 3;

/**
 * An order as its history card shows it: number, date, status, total, and a short account of
 * its items (the first names and the counts). The lines with their options stay on
 * GET /orders/{id}, so a page of history stays small however large the orders were.
 */
export const orderSummarySchema = orderSchema
  .pick({
    _id: true,
    orderNumber: true,
    createdAt: true,
    updatedAt: true,
    status: true,
    totalAmount: true,
    currency: true,
    orderType: true,
    isASAP: true,
    scheduledAt: true,
    restaurantId: true,
  })
  .extend({
    /** Lines on the order. */
    lineCount: z.number().int(),
    /** Dishes on the order (sum of quantities). */
    itemCount: z.number().int(),
    /** The first lines' dish names, at most ORDER_SUMMARY_ITEM_NAMES. */
    itemNames: z.array(z.string()),
    /** How it is paid and where the payment stands (a card order's Paid, Refunded…). */
    payment: z.object({ method: z.string(), paymentStatus: paymentStatusSchema }).optional(),
  });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The card of a full order (a live update carries the full order; the list holds summaries). */
export function orderSummaryOf(order: Order): OrderSummary {
  return {
    _id: order._id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    status: order.status,
    totalAmount: order.totalAmount,
    currency: order.currency,
    orderType: order.orderType,
    isASAP: order.isASAP,
    scheduledAt: order.scheduledAt,
    restaurantId: order.restaurantId,
    lineCount: order.items.length,
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    itemNames: order.items.slice(0, ORDER_SUMMARY_ITEM_NAMES).map((item) => item.productName),
    payment: { method: order.paymentDetails.method, paymentStatus: order.paymentDetails.paymentStatus },
  };
}

export const myOrdersResponse = envelope({
  orders: z.array(orderSummarySchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalOrders: z.number().int(),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponse>;
