/**
 * Card payments in API tests: a Stripe stand-in (stripe-stand-in/) the app's SDK talks to, the
 * configuration that points the app at it, and the demo restaurants connected to accounts of
 * their own. The app listens on loopback so the stand-in's webhooks reach it over real HTTP.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../app.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox, restaurants } from '../db/schema.ts';
import { listeningOrigin } from './listening.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in/index.ts';

export const WEBHOOK_SECRET = 'whsec_platter_tests';
export const GOLDEN_FORK_ACCOUNT = 'acct_goldenfork';
export const TASCA_ACCOUNT = 'acct_tasca';

export function stripeEnv(standIn: StripeStandIn): Record<string, string> {
  return { STRIPE_SECRET_KEY: 'sk_test_platter', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url, PAYMENTS_POLL_SECONDS: '3600', ORDER_RATE_LIMIT_PER_MINUTE: '1000', STRIPE_TIMEOUT_SECONDS: '4' };
}

export { startStripeStandIn, type StripeStandIn };

/** Connects a restaurant to a Stripe account (with card payment enabled) and points the stand-in's webhooks at the app. */
export async function connectRestaurant(app: FastifyInstance, db: Database, slug: string, accountId: string, standIn: StripeStandIn): Promise<void> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.slug, slug));
  if (!row) throw new Error(`No restaurant ${slug}`);
  const methods = row.paymentMethods.some((m) => m.methodName === 'Online Payment')
    ? row.paymentMethods.map((m) => (m.methodName === 'Online Payment' ? { ...m, isEnabled: true } : m))
    : [...row.paymentMethods, { methodName: 'Online Payment', isEnabled: true }];
  await db.update(restaurants).set({ stripeAccountId: accountId, paymentMethods: methods }).where(eq(restaurants.id, row.id));
  app.restaurants.invalidate();
  standIn.setWebhookUrl(`${await listeningOrigin(app)}${API_PREFIX}/payments/stripe/webhook`);
}

/** The checkout session the stand-in made for an order (by its client reference). */
export function sessionOfOrder(standIn: StripeStandIn, orderId: string) {
  const session = [...standIn.sessions.values()].find((s) => s.client_reference_id === orderId);
  if (!session) throw new Error(`No checkout session for order ${orderId}`);
  return session;
}

/** The kinds of e-mail queued for an order. */
export async function mailKindsOf(db: Database, orderId: string): Promise<string[]> {
  const rows = await db.select({ kind: mailOutbox.kind, payload: mailOutbox.payload }).from(mailOutbox);
  return rows
    .filter((row) => (row.payload as { order?: { _id?: string } }).order?._id === orderId)
    .map((row) => row.kind)
    .sort();
}
