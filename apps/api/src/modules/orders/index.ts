/** The orders module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { presentOrderSummary } from './presenters.ts';
export { summariseOrderItems } from './list-queries.ts';
export { guestOrderOpens, loadOrder } from './order-reads.ts';
export { claimGuestOrders } from './guest/guest-orders.ts';
