/**
 * Organisations above restaurants (issue 41): an organisation owns one or more restaurants and
 * holds their Owners; Managers and Staff stay members of one restaurant (staff_memberships).
 * The platform operator stands above organisations, granted only from the command line.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { userRef, users } from './users.ts';

export const organisations = pgTable('organisations', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The organisation a row belongs to; an organisation is deleted only with nothing left in it. */
export const organisationRef = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'restrict' });

/**
 * Organisation-level roles: an Owner sees and manages every restaurant of the organisation.
 * Versioned like staff_memberships: the team screen shows Owners beside the restaurant's members.
 */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** 'Owner' only for now (checked); a text column so a later organisation-level role is one more value. */
    role: text('role').$type<'Owner'>().notNull().default('Owner'),
    createdAt: createdAt(),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('organisation_members_user_organisation_unique').on(t.userId, t.organisationId),
    index('organisation_members_organisation_idx').on(t.organisationId),
    // Only Owners stand at the organisation's level; Managers and Staff belong to a restaurant.
    check('organisation_members_owner_only', sql`${t.role} = 'Owner'`),
  ],
);

/** Platform operators (above organisations): granted and revoked only by `npm run tenant -- grant-operator`. */
export const platformOperators = pgTable('platform_operators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrganisationRow = typeof organisations.$inferSelect;
export type OrganisationMemberRow = typeof organisationMembers.$inferSelect;
