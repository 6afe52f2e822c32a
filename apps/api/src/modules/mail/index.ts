/** The mail module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { enqueueMail } from './outbox.ts';
export { restaurantOrigin } from './origin.ts';
