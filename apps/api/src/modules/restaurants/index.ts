/** The restaurants module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { restaurantRowOf } from './row.ts';
export { addressOf, contactOf } from './content.ts';
export { loadLookPart, lookOf, storeLook, type LookPart } from './look.ts';
