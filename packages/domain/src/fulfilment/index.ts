export * from './methods.ts';
