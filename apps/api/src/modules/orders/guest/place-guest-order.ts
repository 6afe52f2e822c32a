/**
 * POST /orders by a guest (issue 30): no bearer token, `guest: {name, email, phone}` instead.
 * The restaurant must allow guests; the order is owned by the guest e-mail's account
 * (guest-account.ts) and goes through the same placing steps as a diner's, with the guest's
 * checks (guest-check.ts); the answer adds the order's link with its token.
 */
import type { FastifyRequest } from 'fastify';
import { type GuestDetails, type PlaceOrder } from '@platter/domain';
import type { Config } from '../../../config.ts';
import type { TenantRestaurant } from '../../../platform/tenant.ts';
import { restaurantRowOf } from '../../restaurants/index.ts';
import { notAuthenticated } from '../../../platform/auth.ts';
import { AppError } from '../../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { restaurantOrigin } from '../../mail/index.ts';
import { placeOrder, type PlacedOrder, type PlaceOrderOptions } from '../place-order/place-order.ts';
import { guestAccountFor } from './guest-account.ts';
import { guestOrderUrl, newGuestToken } from './guest-token.ts';

/**
 * Before validation: signed out with no `guest` is a 401, as before guests could order; a guest's
 * body may leave `contactPhone` out: it is the guest's phone (checked by the spec's phone rule).
 */
export async function signedInOrGuest(request: FastifyRequest): Promise<void> {
  const body = request.body as { contactPhone?: unknown; guest?: { phone?: unknown } } | null;
  const guest = body && typeof body === 'object' && body.guest && typeof body.guest === 'object' ? body.guest : null;
  if (!request.user && !guest) throw notAuthenticated();
  if (guest && body && (body.contactPhone === undefined || body.contactPhone === '')) body.contactPhone = guest.phone;
}

export async function placeGuestOrder(
  writes: Parameters<typeof placeOrder>[0],
  tenant: TenantRestaurant,
  body: PlaceOrder,
  guest: GuestDetails,
  options: Omit<PlaceOrderOptions, 'guest' | 'taken'>,
  config: Pick<Config, 'ORDER_RATE_LIMIT_PER_MINUTE' | 'BASE_DOMAIN' | 'PORT'>,
): Promise<{ placed: PlacedOrder; orderUrl: string | undefined }> {
  const restaurant = await restaurantRowOf(writes, tenant.id);
  if (body.restaurantId === restaurant.id && !restaurant.guestCheckout) throw new AppError('GUEST_CHECKOUT_OFF', apiMessage('order.guestsOff'));
  const account = await guestAccountFor(writes.db, guest.email, guest.name);
  const { token, hash } = newGuestToken();
  const origin = restaurantOrigin(restaurant, config);
  const placed = await placeOrder(writes, tenant, { id: account.id, name: guest.name, email: guest.email }, body, {
    ...options,
    guest: { email: guest.email, tokenHash: hash, orderUrl: (orderId) => guestOrderUrl(origin, orderId, token), perAddressPerMinute: config.ORDER_RATE_LIMIT_PER_MINUTE },
  });
  // A replay (the same Idempotency-Key) answers the order placed first, whose token was handed out
  // then and is not kept: its link is in that answer and in the confirmation e-mail.
  return { placed, orderUrl: placed.created ? guestOrderUrl(origin, placed.order._id, token) : undefined };
}
