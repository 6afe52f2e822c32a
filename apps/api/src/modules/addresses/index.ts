/** The addresses module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { presentAddress } from './presenters.ts';
export { findOwnAddress, listSavedAddresses } from './queries.ts';
export { keepCheckoutAddress, type CheckoutAddressKept } from './service.ts';
