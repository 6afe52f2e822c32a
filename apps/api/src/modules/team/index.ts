/** The team module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { inviteRoutes } from './invite-routes.ts';
export { teamRoutes } from './routes.ts';
