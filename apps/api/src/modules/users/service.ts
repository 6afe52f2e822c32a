import { isValidProfilePhone, type UpdateProfileBody, type User } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import { notAuthenticated, staffRolesOf } from '../../platform/auth.ts';
import { listSavedAddresses, presentAddress } from '../addresses/index.ts';
import { pointsByRestaurant } from '../loyalty/index.ts';
import { findUserById, updateUser, type UserRow } from './queries.ts';

/** Points and staff roles (an organisation's Owner at each of its restaurants), one entry per restaurant the diner is known at. */
async function affiliations(db: Database, userId: string): Promise<User['restaurantAffiliations']> {
  const [balances, memberships] = await Promise.all([pointsByRestaurant(db, userId), staffRolesOf(db, userId)]);
  const byRestaurant = new Map<string, User['restaurantAffiliations'][number]>();
  for (const b of balances) byRestaurant.set(b.restaurantId, { restaurantId: b.restaurantId, points: b.points, role: null });
  for (const m of memberships) {
    const entry = byRestaurant.get(m.restaurantId) ?? { restaurantId: m.restaurantId, points: 0, role: null };
    byRestaurant.set(m.restaurantId, { ...entry, role: m.role });
  }
  return [...byRestaurant.values()].sort((a, b) => a.restaurantId.localeCompare(b.restaurantId));
}

/** The account as `data.user` carries it: profile, saved addresses, per-restaurant points and roles. */
export async function presentUser(db: Database, row: UserRow): Promise<User> {
  const [addresses, restaurantAffiliations] = await Promise.all([listSavedAddresses(db, row.id), affiliations(db, row.id)]);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    avatarUrl: row.avatarUrl,
    savedAddresses: addresses.map(presentAddress),
    restaurantAffiliations,
  };
}

/** A token can outlive its account: a missing user is "not authenticated", like a bad token. */
export async function loadUser(db: Database, userId: string): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw notAuthenticated();
  return presentUser(db, row);
}

/** Name and phone only: the e-mail is the login and cannot change here. An empty phone clears it. */
export async function updateProfile(db: Database, userId: string, body: UpdateProfileBody): Promise<User> {
  const changes: { name: string; phoneNumber?: string | null } = { name: body.name };
  if (body.phoneNumber !== undefined) changes.phoneNumber = body.phoneNumber === '' ? null : body.phoneNumber;
  const row = await updateUser(db, userId, changes);
  if (!row) throw notAuthenticated();
  return presentUser(db, row);
}

/**
 * Keeps a phone typed at checkout on the profile ('Save this phone number to my profile'), when it
 * passes the profile's own rule (7–15 digits; checkout's allows a few more) and differs from the
 * one stored. Answers whether it was stored.
 */
export async function keepCheckoutPhone(db: Database, userId: string, phone: string): Promise<boolean> {
  const trimmed = phone.trim();
  if (!isValidProfilePhone(trimmed)) return false;
  const row = await findUserById(db, userId);
  if (!row || row.phoneNumber === trimmed) return false;
  return (await updateUser(db, userId, { phoneNumber: trimmed })) !== null;
}
