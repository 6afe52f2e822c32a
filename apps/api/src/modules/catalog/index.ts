/** The catalog module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export type { CatalogCache } from './cache.ts';
export { presentProducts } from './presenters.ts';
export { loadProductExtras, type ProductExtras } from './queries.ts';
