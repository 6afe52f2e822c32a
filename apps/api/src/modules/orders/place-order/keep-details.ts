/**
 * After an order is placed: what the diner asked checkout to keep for next time (issue 24,
 * findings 21b and 21c). The phone goes on the profile ('Save this phone number to my profile')
 * and a typed delivery address joins the diner's addresses ('Save this address', label 'Home').
 *
 * Done after the order's commit, only for an order this request created: a retry answered from
 * its Idempotency-Key saves nothing again, and an address the diner already has is never saved
 * twice. A failure here is logged and leaves the answer alone: the order is placed.
 */
import type { PlaceOrder } from '@platter/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { keepCheckoutAddress } from '../../addresses/index.ts';
import { keepCheckoutPhone } from '../../users/index.ts';
import type { CheckedCheckout } from './checkout-check.ts';

export async function keepCheckoutDetails(
  { db, log }: { db: Database; log: FastifyBaseLogger },
  userId: string,
  body: PlaceOrder,
  checkout: CheckedCheckout,
): Promise<void> {
  const typed = body.deliveryAddress;
  // Only an address typed at checkout (not a saved one the order went to).
  const address = body.saveDeliveryAddress && checkout.deliveryTo && typed && !typed._id ? checkout.deliveryTo : null;
  try {
    if (body.saveContactPhone) await keepCheckoutPhone(db, userId, body.contactPhone);
    if (address) {
      const { street, city, postalCode, country } = address;
      await keepCheckoutAddress(db, userId, { street, city, postalCode, country, stateOrRegion: typed?.state_or_region ?? '' });
    }
  } catch (err) {
    log.warn({ err, userId }, 'checkout details not kept after the order was placed');
  }
}
