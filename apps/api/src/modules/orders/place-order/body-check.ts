/**
 * The body and its Idempotency-Key, before any rule is read: a body with no items or no
 * restaurant is refused with the spec's text before field validation; the key header's shape;
 * and, when placing fails, the order an earlier request with the same key and body placed.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, MAX_IDEMPOTENCY_KEY_LENGTH, ORDER_MESSAGES, type Order, type PlaceOrder } from '@platter/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { loadOrder } from '../order-reads.ts';
import { findOrderByIdempotencyKey } from '../queries.ts';

/** Refuses a body with no items or no restaurant before field validation, with the spec's text. */
export async function requireOrderData(request: FastifyRequest): Promise<void> {
  const body = request.body as { items?: unknown; restaurantId?: unknown } | null | undefined;
  if (
    !body ||
    typeof body !== 'object' ||
    !Array.isArray(body.items) ||
    body.items.length === 0 ||
    typeof body.restaurantId !== 'string' ||
    body.restaurantId.trim() === ''
  ) {
    throw new AppError('BAD_REQUEST', apiMessage('order.dataRequired'));
  }
}

export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ message: ORDER_MESSAGES.idempotencyKeyRequired })
    .trim()
    .min(1, ORDER_MESSAGES.idempotencyKeyRequired)
    .max(MAX_IDEMPOTENCY_KEY_LENGTH, `The Idempotency-Key header can be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`)
    .describe('A new random value (e.g. a UUID) for each new order; resend the same value when retrying the same order.'),
});

export function requestHashOf(body: PlaceOrder): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('base64url');
}

export interface PlacedOrder {
  order: Order;
  /** false: an earlier request with the same key and body placed it; this is the same order. */
  created: boolean;
  /** Paid by card and not yet paid: the provider's hosted page to send the diner to. */
  checkoutUrl?: string;
}

/**
 * The order this diner placed earlier with this key, when the body is the same. The key is the
 * diner's across restaurants; the same body names the same restaurant.
 */
export async function replayed(
  db: Database,
  restaurantId: string,
  userId: string,
  key: string,
  hash: string,
): Promise<PlacedOrder | null> {
  const existing = await findOrderByIdempotencyKey(db, userId, key);
  if (!existing) return null;
  if (existing.requestHash !== hash || existing.restaurantId !== restaurantId)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', apiMessage('order.idempotencyKeyReused'), [
      { field: 'Idempotency-Key', message: apiMessage('order.idempotencyKeyReused') },
    ]);
  const order = await loadOrder(db, restaurantId, existing.id);
  const checkoutUrl = order.paymentDetails.checkoutUrl;
  return { order, created: false, ...(checkoutUrl ? { checkoutUrl } : {}) };
}
