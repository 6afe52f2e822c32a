/**
 * `tenant grant-operator EMAIL` / `revoke-operator EMAIL` (issue 41): the platform operator stands
 * above organisations. The role is granted and revoked only here, from the command line, never by
 * an API call; `isPlatformOperator` (platform/auth.ts) is the one check the operator's console uses.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { platformOperators, users } from '../db/schema.ts';
import { ProvisioningError } from './errors.ts';

export interface OperatorChange {
  email: string;
  /** False when the account already was (grant) or was not (revoke) an operator. */
  changed: boolean;
}

async function accountId(db: Executor, input: string): Promise<{ id: string; email: string }> {
  const email = input.trim().toLowerCase();
  const [row] = await db.select({ id: users.id, isGuest: users.isGuest }).from(users).where(eq(users.email, email)).limit(1);
  if (!row || row.isGuest) {
    throw new ProvisioningError(`No account has the e-mail ${email}: the person signs up (or is imported as a restaurant's owner) first.`);
  }
  return { id: row.id, email };
}

export async function grantOperator(db: Executor, input: string): Promise<OperatorChange> {
  const account = await accountId(db, input);
  const rows = await db.insert(platformOperators).values({ userId: account.id }).onConflictDoNothing().returning({ userId: platformOperators.userId });
  return { email: account.email, changed: rows.length === 1 };
}

export async function revokeOperator(db: Executor, input: string): Promise<OperatorChange> {
  const account = await accountId(db, input);
  const rows = await db.delete(platformOperators).where(eq(platformOperators.userId, account.id)).returning({ userId: platformOperators.userId });
  return { email: account.email, changed: rows.length === 1 };
}

export function operatorSummary(change: OperatorChange, verb: 'grant' | 'revoke'): string {
  if (verb === 'grant') return change.changed ? `${change.email} is now a platform operator.\n` : `${change.email} already is a platform operator.\n`;
  return change.changed ? `${change.email} is no longer a platform operator.\n` : `${change.email} was not a platform operator.\n`;
}
