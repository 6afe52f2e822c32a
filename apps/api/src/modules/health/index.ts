/** The health module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { healthRoutes } from './routes.ts';
