/**
 * The organisations' SQL (issue 41): organisations, their Owners, and staff hand-offs. An Owner
 * query takes the restaurant and reaches its organisation through it, so the team screen of one
 * restaurant sees the Owners of its own organisation only.
 */
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { organisationMembers, organisations, restaurants, staffHandoffs, users, type OrganisationRow } from '../../db/schema.ts';

/** An Owner with their account's name and e-mail, and the name of who changed their role last. */
export interface OwnerRow {
  id: string;
  userId: string;
  role: 'Owner';
  createdAt: Date;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
  name: string;
  email: string;
  updatedByName: string | null;
}

const editor = alias(users, 'owner_editor');

const ownerColumns = {
  id: organisationMembers.id,
  userId: organisationMembers.userId,
  role: organisationMembers.role,
  createdAt: organisationMembers.createdAt,
  version: organisationMembers.version,
  updatedAt: organisationMembers.updatedAt,
  updatedBy: organisationMembers.updatedBy,
  name: users.name,
  email: users.email,
  updatedByName: editor.name,
};

/** The organisation of a restaurant, as a subquery. */
const organisationOf = (db: Executor, restaurantId: string) =>
  db.select({ id: restaurants.organisationId }).from(restaurants).where(eq(restaurants.id, restaurantId));

/** The Owners of the restaurant's organisation, by name then e-mail. */
export async function ownersAt(db: Executor, restaurantId: string): Promise<OwnerRow[]> {
  return db
    .select(ownerColumns)
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .leftJoin(editor, eq(editor.id, organisationMembers.updatedBy))
    .where(inArray(organisationMembers.organisationId, organisationOf(db, restaurantId)))
    .orderBy(asc(users.name), asc(users.email));
}

export async function ownerAt(db: Executor, restaurantId: string, userId: string): Promise<OwnerRow | null> {
  const [row] = await db
    .select(ownerColumns)
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .leftJoin(editor, eq(editor.id, organisationMembers.updatedBy))
    .where(and(inArray(organisationMembers.organisationId, organisationOf(db, restaurantId)), eq(organisationMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function countOwnersAt(db: Executor, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(organisationMembers)
    .where(inArray(organisationMembers.organisationId, organisationOf(db, restaurantId)));
  return row?.owners ?? 0;
}

/** Takes the restaurant's organisation's row lock: Owner changes at any of its restaurants take turns. */
export async function lockOrganisationOf(tx: Executor, restaurantId: string): Promise<void> {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(inArray(organisations.id, organisationOf(tx, restaurantId)))
    .for('no key update');
}

/** Makes the account an Owner of the restaurant's organisation; false when it is one already. */
export async function insertOwnerAt(
  tx: Executor,
  restaurantId: string,
  values: { userId: string; now: Date; by?: string | null; version?: number },
): Promise<boolean> {
  const [organisation] = await organisationOf(tx, restaurantId);
  if (!organisation) return false;
  const rows = await tx
    .insert(organisationMembers)
    .values({
      organisationId: organisation.id,
      userId: values.userId,
      role: 'Owner',
      createdAt: values.now,
      updatedAt: values.now,
      version: values.version ?? 1,
      updatedBy: values.by ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: organisationMembers.id });
  return rows.length === 1;
}

/** Ends the account's ownership of the restaurant's organisation (only at `version` when given); false when nothing was removed. */
export async function deleteOwnerAt(tx: Executor, restaurantId: string, userId: string, version?: number): Promise<boolean> {
  const rows = await tx
    .delete(organisationMembers)
    .where(
      and(
        inArray(organisationMembers.organisationId, organisationOf(tx, restaurantId)),
        eq(organisationMembers.userId, userId),
        version === undefined ? undefined : eq(organisationMembers.version, version),
      ),
    )
    .returning({ id: organisationMembers.id });
  return rows.length === 1;
}

/** Whether an account with this (lowercased) e-mail owns the restaurant's organisation. */
export async function isOwnerByEmail(db: Executor, restaurantId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organisationMembers.id })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(inArray(organisationMembers.organisationId, organisationOf(db, restaurantId)), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

/** Every restaurant of the restaurant's organisation (itself included). */
export async function restaurantIdsOfOrganisationAt(db: Executor, restaurantId: string): Promise<string[]> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(inArray(restaurants.organisationId, organisationOf(db, restaurantId)));
  return rows.map((r) => r.id);
}

/** The first Owner by date (a tenant file names one). */
export async function firstOwnerEmail(db: Executor, organisationId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.createdAt), asc(users.email))
    .limit(1);
  return row?.email ?? null;
}

export async function findOrganisationBySlug(db: Executor, slug: string): Promise<OrganisationRow | null> {
  const [row] = await db.select().from(organisations).where(eq(organisations.slug, slug)).limit(1);
  return row ?? null;
}

export async function findOrganisationById(db: Executor, id: string): Promise<OrganisationRow | null> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row ?? null;
}

/** A new organisation; null when the slug is taken (the unique index decides). */
export async function insertOrganisation(tx: Executor, values: { slug: string; name: string; now: Date }): Promise<OrganisationRow | null> {
  const [row] = await tx
    .insert(organisations)
    .values({ slug: values.slug, name: values.name, createdAt: values.now, updatedAt: values.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function renameOrganisation(tx: Executor, id: string, name: string, now: Date): Promise<void> {
  await tx.update(organisations).set({ name, updatedAt: now }).where(eq(organisations.id, id));
}

/** The restaurants by id, with where they are served, in name order. */
export async function restaurantsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name, customDomains: restaurants.customDomains })
    .from(restaurants)
    .where(inArray(restaurants.id, [...ids]))
    .orderBy(asc(restaurants.name), asc(restaurants.slug));
}

export async function insertHandoff(tx: Executor, values: { userId: string; restaurantId: string; codeHash: string; now: Date; expiresAt: Date }): Promise<void> {
  await tx.insert(staffHandoffs).values({
    userId: values.userId,
    restaurantId: values.restaurantId,
    codeHash: values.codeHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/**
 * Spends a hand-off code for this restaurant still unused and unexpired at `now`; answers whose it
 * was, or null (unknown, used, expired, another restaurant's: all alike). Of two redeems at once, one wins.
 */
export async function spendHandoff(tx: Executor, restaurantId: string, codeHash: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(staffHandoffs)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffHandoffs.codeHash, codeHash),
        eq(staffHandoffs.restaurantId, restaurantId),
        isNull(staffHandoffs.usedAt),
        gt(staffHandoffs.expiresAt, now),
      ),
    )
    .returning({ userId: staffHandoffs.userId });
  return row?.userId ?? null;
}

/** A user's hand-offs that can no longer be spent go when they ask for a new one. */
export async function deleteStaleHandoffs(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .delete(staffHandoffs)
    .where(and(eq(staffHandoffs.userId, userId), or(isNotNull(staffHandoffs.usedAt), lte(staffHandoffs.expiresAt, now))));
}
