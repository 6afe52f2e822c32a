/**
 * Card-payment providers (architecture.md, "Money in and out"): the interface the payments module
 * talks to, and the one the configuration names. No provider (no Stripe keys) → no card payment
 * is offered anywhere.
 */
import type { Config } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export * from './provider.ts';

export function createPaymentProvider(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL' | 'STRIPE_TIMEOUT_SECONDS'>,
): PaymentProvider | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
    timeoutMs: config.STRIPE_TIMEOUT_SECONDS * 1000,
  });
}
