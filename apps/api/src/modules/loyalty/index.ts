/** The loyalty module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { NOT_ENOUGH_POINTS, creditPoints, pointsBalance, pointsByRestaurant, spendPoints } from './service.ts';
