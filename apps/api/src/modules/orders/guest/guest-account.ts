/**
 * The account that owns a guest e-mail's orders (issue 30). Orders always have an owner: one
 * account per guest e-mail (a made-up address under .invalid, never signed into) owns them, so
 * the per-diner rules (the order throttle, Idempotency-Keys, a promotion's per-diner limit) count
 * per e-mail for guests with no second code path. Claiming moves the orders to the real account.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { findUserByEmail, insertUser, type UserRow } from '../../users/index.ts';

/** A made-up, stable address for one guest e-mail (never a real mailbox: RFC 2606 .invalid). */
export function guestAccountEmail(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
  return `guest.${digest}@guests.invalid`;
}

/** No password verifies against this, so the account can never sign in. */
const NO_PASSWORD = '!guest';

export async function guestAccountFor(db: Database, email: string, name: string): Promise<UserRow> {
  const address = guestAccountEmail(email);
  const found = await findUserByEmail(db, address);
  if (found) return found;
  try {
    return await insertUser(db, { email: address, name, passwordHash: NO_PASSWORD, isGuest: true });
  } catch (err) {
    // Two first orders of the same guest at once: the other made it.
    const raced = await findUserByEmail(db, address);
    if (raced) return raced;
    throw err;
  }
}
