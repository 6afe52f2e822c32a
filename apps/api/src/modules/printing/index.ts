/** The printing module's public entry: all another module (settings, provisioning) may use of it (eslint.config.js, "import-boundaries"). */
export { PrinterAddressRefused, printerAddressRule, type PrinterAddressRule } from './address-rule.ts';
export { refusedPrinterAddress, refusePrinterAddresses } from './addresses.ts';
export { loadPrintersPart, storePrinters, type PrintersPart } from './part.ts';
