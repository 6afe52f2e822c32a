/** The settings module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { importedStamps } from './section-edit.ts';
export { deliveryOf } from './fulfilment.ts';
