/** The restaurants module's public entry: all another module (or app.ts) may use of it (eslint.config.js, "import-boundaries"). */
export { findRestaurantByCustomDomain, findRestaurantBySlug } from './queries.ts';
export { restaurantRoutes } from './routes.ts';
export { staffRestaurantRoutes } from './staff-routes.ts';
export { restaurantRowOf } from './row.ts';
export { addressOf, contactOf } from './content.ts';
export { loadLookPart, lookOf, storeLook, type LookPart } from './look.ts';
