/**
 * E-mail verification (issue 30): a signed-in diner asks for a link, e-mailed to the account's
 * address on the restaurant's own origin (/verify-email?token=…); the token is 32 random bytes,
 * stored only as its SHA-256, single use, valid EMAIL_VERIFICATION_TTL_HOURS. Opening it marks
 * the address verified (only if the account still has that address) and claims the guest orders
 * placed at that restaurant with it (orders module: `claimGuestOrders`, their points once).
 */
import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_HOURS, type ClaimResult } from '@platter/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { RestaurantDirectory, TenantRestaurant } from '../../platform/tenant.ts';
import { restaurantRowOf } from '../restaurants/index.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { Writes } from '../../platform/events.ts';
import { enqueueMail, restaurantOrigin } from '../mail/index.ts';
import { claimGuestOrders } from '../orders/index.ts';
import { findUserById, markEmailVerified } from '../users/index.ts';
import { insertEmailVerification, spendEmailVerification } from './queries.ts';

const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 3_600_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface VerificationContext {
  db: Database;
  config: Pick<Config, 'BASE_DOMAIN' | 'PORT'>;
  mailQueued: () => void;
  /** Where the restaurant's contact address is read from (the e-mail's Reply-To). */
  restaurants: RestaurantDirectory;
}

/** POST /users/me/verify-email: e-mails the link. Already verified: nothing to send (false). */
export async function sendVerificationLink(ctx: VerificationContext, userId: string, restaurant: TenantRestaurant, now: Date): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.isGuest) throw AppError.notFound();
  if (user.emailVerifiedAt) return false;
  const token = randomBytes(32).toString('base64url');
  const verifyUrl = `${restaurantOrigin(restaurant, ctx.config)}/verify-email?token=${token}`;
  const { contactEmail } = await restaurantRowOf(ctx, restaurant.id);
  await ctx.db.transaction(async (tx) => {
    await insertEmailVerification(tx, { userId: user.id, email: user.email, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TTL_MS) });
    await enqueueMail(tx, [
      {
        restaurantId: restaurant.id,
        kind: 'email_verification',
        recipient: user.email,
        replyTo: contactEmail || null,
        payload: { name: user.name, verifyUrl, expiresInHours: EMAIL_VERIFICATION_TTL_HOURS },
      },
    ]);
  });
  ctx.mailQueued();
  return true;
}

/** POST /auth/verify-email/confirm: the link's token verifies the address, then this restaurant's guest orders with it are claimed. */
export async function confirmEmail(writes: Writes, restaurantId: string, token: string, now: Date): Promise<ClaimResult> {
  const invalid = () => new AppError('BAD_REQUEST', apiMessage('auth.verificationInvalid'), [{ field: 'token', message: apiMessage('auth.verificationInvalid') }]);
  const spent = await spendEmailVerification(writes.db, hashToken(token), now);
  if (!spent) throw invalid();
  const user = await findUserById(writes.db, spent.userId);
  // The account changed its address since: the link proved the old one.
  if (!user || user.email !== spent.email) throw invalid();
  await markEmailVerified(writes.db, user.id, now);
  return claimGuestOrders(writes, restaurantId, user.id, now);
}

