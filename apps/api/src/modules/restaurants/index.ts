/** The restaurants module's public entry: all another module (or app.ts) may use of it (eslint.config.js, "import-boundaries"). */
export { findRestaurantByCustomDomain, findRestaurantBySlug } from './queries.ts';
export { restaurantRoutes } from './routes.ts';
export { staffRestaurantRoutes } from './staff-routes.ts';
