/** The organisations module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export {
  countOwnersAt,
  deleteOwnerAt,
  findOrganisationById,
  findOrganisationBySlug,
  firstOwnerEmail,
  insertOrganisation,
  insertOwnerAt,
  isOwnerByEmail,
  lockOrganisationOf,
  ownerAt,
  ownersAt,
  renameOrganisation,
  restaurantIdsOfOrganisationAt,
  type OwnerRow,
} from './queries.ts';
export { organisationRoutes } from './routes.ts';
