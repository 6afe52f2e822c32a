/** The reviews module's public entry: all another module (or app.ts) may use of it (eslint.config.js, "import-boundaries"). */
export { reviewRoutes } from './routes.ts';
export { staffReviewRoutes } from './staff-routes.ts';
