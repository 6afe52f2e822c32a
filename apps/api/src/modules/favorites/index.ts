/** The favorites module's public entry: all another module (or app.ts) may use of it (eslint.config.js, "import-boundaries"). */
export { favoriteRoutes } from './routes.ts';
