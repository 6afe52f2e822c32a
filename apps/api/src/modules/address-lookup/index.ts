/** The address-lookup module's public entry: all another module (or app.ts) may use of it (eslint.config.js, "import-boundaries"). */
export { addressLookupRoutes } from './routes.ts';
export { createAddressLookupProvider } from './service.ts';
