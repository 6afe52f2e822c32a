export * from './money.ts';
export * from './contracts/index.ts';
export * from './opening-hours.ts';
export * from './cart.ts';
export * from './option-selection.ts';
