/** The fulfilment module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { fulfilmentOf, loadFulfilmentPart, storeFulfilment, type FulfilmentPart } from './part.ts';
