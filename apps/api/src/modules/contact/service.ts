import type { ContactBody } from '@platter/domain';
import type { PartSource, TenantRestaurant } from '../../platform/tenant.ts';
import { restaurantRowOf } from '../restaurants/index.ts';
import { AppError } from '../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';
import { enqueueMail } from '../mail/index.ts';

export const CONTACT_UNAVAILABLE = API_MESSAGES_EN_GB['contact.unavailable'];

/**
 * Queues the diner's message to the restaurant's e-mail, with the diner's address as Reply-To;
 * `mailQueued` then wakes the mail worker so it goes out at once.
 */
export async function sendContactMessage(
  source: PartSource,
  restaurant: TenantRestaurant,
  body: ContactBody,
  mailQueued: () => void,
): Promise<void> {
  const recipient = (await restaurantRowOf(source, restaurant.id)).contactEmail.trim();
  if (!recipient) throw new AppError('CONFLICT', apiMessage('contact.unavailable'));
  await enqueueMail(source.db, [
    {
      restaurantId: restaurant.id,
      kind: 'contact',
      recipient,
      replyTo: body.email,
      payload: { name: body.name, email: body.email, subject: body.subject, message: body.message },
    },
  ]);
  mailQueued();
}
