/** The capacity module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { kitchenOf } from './busy.ts';
export type { KitchenRestaurant } from './slots.ts';
export { candidatesWithRoom, capsIn, readyAtIn, slotClaimOf, slotFull, type SlotClaim } from './slot-claim.ts';
export { releaseSlot, slotTakingStatement, type SlotTaking } from './queries.ts';
export { capacityRoutes } from './routes.ts';
export { capacityPartOf, loadCapacityPart, storeCapacity, type CapacityPart } from './part.ts';
