/** The users module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { findUserByEmail, findUserById, insertUser, markEmailVerified, updateUser, type UserRow } from './queries.ts';
export { keepCheckoutPhone, loadUser, presentUser } from './service.ts';
