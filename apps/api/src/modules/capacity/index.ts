/** The capacity module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { candidatesWithRoom, capsIn, readyAtIn, slotClaimOf, slotFull, type SlotClaim } from './slot-claim.ts';
export { releaseSlot, slotTakingStatement, type SlotTaking } from './queries.ts';
export { capacityRoutes } from './routes.ts';
