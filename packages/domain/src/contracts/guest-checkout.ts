import { z } from 'zod';
import { envelope } from './common.ts';
import { orderSchema } from './order.ts';

// Guest checkout (issue 30): ordering without an account, the order's own link, and claiming
// guest orders once the account's e-mail is verified.

export const GUEST_TEXTS = {
  continueAsGuest: 'Continue as guest',
  guestsOff: 'Please login to proceed to checkout.',
  nameRequired: 'Please enter your name.',
  rewardNeedsAccount: 'Rewards bought with points need an account. Sign in or create one to redeem this reward.',
  addressThrottled: 'Too many orders for this delivery address just now. Please wait a minute and try again.',
  emailNotVerified: 'Please verify your e-mail address first: open the link we e-mailed you.',
  verificationInvalid: 'This verification link is not valid or has expired. Please ask for a new one.',
  verificationSent: 'We have e-mailed you a link to verify your address.',
  emailVerified: 'Your e-mail address is verified.',
} as const;

/** How long an e-mail verification link works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

/** The query parameter that carries a guest order's token (`/orders/{id}?token=…`). */
export const GUEST_ORDER_TOKEN_PARAM = 'token';

/** The token: 32 random bytes in base64url (43 characters); anything far off is not one. */
export const guestOrderToken = z.string().trim().min(20).max(100);

/** GET /orders/{id} and PATCH /orders/{id}/cancel-my-order: a guest's token instead of a bearer token. */
export const guestOrderQuery = z.object({ token: guestOrderToken.optional() });

/** POST /orders for a guest answers the order and its own link (the restaurant's origin, with the token). */
export const guestPlacedOrderResponse = envelope({ order: orderSchema, orderUrl: z.string().optional(), checkoutUrl: z.string().optional() });
export type GuestPlacedOrderResponse = z.infer<typeof guestPlacedOrderResponse>;

/** POST /auth/verify-email/confirm: the token from the e-mailed link. */
export const confirmEmailBody = z.object({
  token: z.string({ message: GUEST_TEXTS.verificationInvalid }).trim().min(1, GUEST_TEXTS.verificationInvalid).max(200, GUEST_TEXTS.verificationInvalid),
});

/** What claiming gave: the guest orders attached to the account and the points they credited. */
export const claimResultSchema = z.object({ claimedOrders: z.number().int(), pointsCredited: z.number().int() });
export type ClaimResult = z.infer<typeof claimResultSchema>;
export const claimResponse = envelope({ claim: claimResultSchema });
export const verifyEmailResponse = envelope({ emailVerified: z.boolean(), claim: claimResultSchema.optional() });
