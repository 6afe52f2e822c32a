/** The mail module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { enqueueMail } from './outbox.ts';
// The one outbox: every module queues its messages here (enqueueMail), the publisher stores its
// outbox writers' rows with `insertOutboxRows` (handed in by app.ts), and the placing statement runs `outboxInsert`.
export { insertOutboxRows, outboxInsert } from './queries.ts';
export { restaurantOrigin } from './origin.ts';
