/** The catalog module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export type { CatalogCache } from './cache.ts';
export { presentProducts } from './presenters.ts';
export { loadProductExtras, type ProductExtras } from './queries.ts';
// The back office's other editors (the offers) share the menu editor's change, 409 and refusal.
export { menuEditOf, refusedFields, staleEdit, type MenuEdit } from './editor-common.ts';
export { editorNames } from './editor-queries.ts';
