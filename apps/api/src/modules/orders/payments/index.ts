/**
 * Card payments' entry for the rest of the orders module: checkout sessions are written and read
 * only by payments' queries (payment-queries.ts); placing an order stores its session through here.
 */
export { checkoutSessionInsert, type NewCheckoutSessionRow } from './payment-queries.ts';
