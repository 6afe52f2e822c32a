/** The capacity module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { slotClaimOf, takeSlot, type SlotClaim } from './slot-claim.ts';
export { capacityRoutes } from './routes.ts';
