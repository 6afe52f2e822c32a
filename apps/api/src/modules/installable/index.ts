/** The installable module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { installableRoutes } from './routes.ts';
