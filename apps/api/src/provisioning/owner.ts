/**
 * The owner a tenant file names by e-mail. A missing account is created with a random one-time
 * password, shown once by the import and stored only as its argon2id hash; an existing account
 * (a diner, or the owner of another restaurant) keeps its password and name and becomes an Owner
 * of the restaurant's organisation (issue 41), so of every restaurant of it. Other staff of the restaurant are never touched: a file adds access, it does not
 * take it away.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client.ts';
import { staffMemberships, users } from '../db/schema.ts';
import { hashPassword } from '../platform/password.ts';
import { insertOwnerAt, ownerAt } from '../modules/organisations/index.ts';
import { changesOf, type ChangeLog } from './plan.ts';

/** Looked up and hashed before the import's transaction: argon2 is deliberately slow. */
export interface PreparedOwner {
  email: string;
  /** Set when no account had this e-mail when prepared. */
  newAccount: { password: string; passwordHash: string } | null;
}

export interface OwnerResult {
  email: string;
  accountCreated: boolean;
  /** The new account's password, to hand to the owner; null for an existing account. */
  oneTimePassword: string | null;
  membership: 'added' | 'promoted to Owner' | 'unchanged';
}

async function findUserId(db: Executor, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

/** 20 characters from 15 random bytes: about 120 bits, typeable, no look-alike worries in base64url. */
function oneTimePassword(): string {
  return randomBytes(15).toString('base64url');
}

export async function prepareOwner(db: Executor, ownerEmail: string | null): Promise<PreparedOwner | null> {
  if (ownerEmail === null) return null;
  const email = ownerEmail.toLowerCase();
  if (await findUserId(db, email)) return { email, newAccount: null };
  const password = oneTimePassword();
  return { email, newAccount: { password, passwordHash: await hashPassword(password) } };
}

export async function ensureOwner(tx: Transaction, restaurantId: string, owner: PreparedOwner, log: ChangeLog): Promise<OwnerResult> {
  let userId = await findUserId(tx, owner.email);
  let created = false;
  if (!userId && owner.newAccount) {
    const [inserted] = await tx
      .insert(users)
      .values({ email: owner.email, passwordHash: owner.newAccount.passwordHash, name: owner.email.split('@')[0] ?? owner.email })
      .onConflictDoNothing()
      .returning({ id: users.id });
    created = inserted !== undefined;
    userId = inserted?.id ?? (await findUserId(tx, owner.email));
  }
  // Prepared as existing, then deleted before this transaction: say so rather than guess.
  if (!userId) throw new Error(`The account ${owner.email} disappeared during the import; run it again.`);
  if (created) changesOf(log, 'owner account').added++;

  let outcome: OwnerResult['membership'] = 'unchanged';
  if (!(await ownerAt(tx, restaurantId, userId))) {
    await insertOwnerAt(tx, restaurantId, { userId, now: new Date() });
    // A Manager or Staff member here becomes an Owner of the organisation: the membership gives way.
    const [membership] = await tx
      .delete(staffMemberships)
      .where(and(eq(staffMemberships.userId, userId), eq(staffMemberships.restaurantId, restaurantId)))
      .returning({ id: staffMemberships.id });
    outcome = membership ? 'promoted to Owner' : 'added';
  }
  if (outcome === 'added') changesOf(log, 'owner membership').added++;
  if (outcome === 'promoted to Owner') changesOf(log, 'owner membership').updated++;
  return {
    email: owner.email,
    accountCreated: created,
    oneTimePassword: created ? (owner.newAccount?.password ?? null) : null,
    membership: outcome,
  };
}
