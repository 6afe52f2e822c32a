/**
 * The team of a restaurant at its two levels (issue 41): the Owners of its organisation (held by
 * the organisations module) and the restaurant's own Managers and Staff (staff_memberships). The
 * team screen shows them as one list, Owners first, as before organisations existed.
 *
 * A role change across the levels moves the person: made Owner, their membership here becomes an
 * ownership of the organisation (every restaurant of it); an Owner made Manager or Staff stops
 * owning the organisation and becomes a member of this restaurant only. The version carries over,
 * so a tab holding the old version is stale whichever table the person now sits in.
 */
import type { StaffRole } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { countOwnersAt, deleteOwnerAt, insertOwnerAt, isOwnerByEmail, lockOrganisationOf, ownerAt, ownersAt, restaurantIdsOfOrganisationAt, type OwnerRow } from '../organisations/index.ts';
import {
  changeRoleAt,
  deleteMember,
  findMember,
  insertMember,
  isMemberByEmail,
  listMembers,
  lockTeam,
  restaurantIdsOfMember,
  type MemberRow,
} from './queries.ts';

function asMember(row: OwnerRow, restaurantId: string): MemberRow {
  return { ...row, restaurantId };
}

/** The restaurant's row lock, then its organisation's: Owners are shared by the organisation's restaurants. */
export async function lockRoster(tx: Executor, restaurantId: string): Promise<void> {
  await lockTeam(tx, restaurantId);
  await lockOrganisationOf(tx, restaurantId);
}

/** Owners first (by name), then managers, then staff, each by name. */
export async function listRoster(db: Executor, restaurantId: string): Promise<MemberRow[]> {
  const [owners, members] = await Promise.all([ownersAt(db, restaurantId), listMembers(db, restaurantId)]);
  const ownerIds = new Set(owners.map((o) => o.userId));
  return [...owners.map((o) => asMember(o, restaurantId)), ...members.filter((m) => !ownerIds.has(m.userId))];
}

export async function findOnRoster(db: Executor, restaurantId: string, userId: string): Promise<MemberRow | null> {
  const owner = await ownerAt(db, restaurantId, userId);
  if (owner) return asMember(owner, restaurantId);
  return findMember(db, restaurantId, userId);
}

export async function countRosterOwners(db: Executor, restaurantId: string): Promise<number> {
  return countOwnersAt(db, restaurantId);
}

export async function isOnRosterByEmail(db: Executor, restaurantId: string, email: string): Promise<boolean> {
  return (await isOwnerByEmail(db, restaurantId, email)) || (await isMemberByEmail(db, restaurantId, email));
}

/** Adds someone who is on neither list; false when they are on it already. */
export async function addToRoster(tx: Executor, values: { restaurantId: string; userId: string; role: StaffRole; now: Date }): Promise<boolean> {
  if (await findOnRoster(tx, values.restaurantId, values.userId)) return false;
  if (values.role === 'Owner') return insertOwnerAt(tx, values.restaurantId, { userId: values.userId, now: values.now });
  return insertMember(tx, values);
}

/** Sets the role if the person is still at `version` (false otherwise), moving them between the levels when it crosses. */
export async function changeRosterRole(
  tx: Executor,
  current: MemberRow,
  version: number,
  change: { role: StaffRole; now: Date; by: string },
): Promise<boolean> {
  const { restaurantId, userId } = current;
  const wasOwner = current.role === 'Owner' && (await ownerAt(tx, restaurantId, userId)) !== null;
  const becomesOwner = change.role === 'Owner';
  if (wasOwner === becomesOwner) return changeRoleAt(tx, restaurantId, userId, version, change);
  if (becomesOwner) {
    if (current.version !== version || !(await deleteMember(tx, restaurantId, userId))) return false;
    return insertOwnerAt(tx, restaurantId, { userId, now: change.now, by: change.by, version: version + 1 });
  }
  if (!(await deleteOwnerAt(tx, restaurantId, userId, version))) return false;
  // A membership here the ownership outranked gives way to the new one.
  await deleteMember(tx, restaurantId, userId);
  return insertMember(tx, { restaurantId, userId, role: change.role, now: change.now, version: version + 1, by: change.by });
}

/** Takes the person off the team here (an Owner stops owning the organisation); false when they were on neither list. */
export async function removeFromRoster(tx: Executor, restaurantId: string, userId: string): Promise<boolean> {
  const owned = await deleteOwnerAt(tx, restaurantId, userId);
  const member = await deleteMember(tx, restaurantId, userId);
  return owned || member;
}

/**
 * The restaurants whose staff area a removed or demoted Owner can no longer open: every restaurant
 * of the organisation but those where they are still a member.
 */
export async function restaurantsLostBy(tx: Executor, restaurantId: string, userId: string): Promise<string[]> {
  const [all, kept] = await Promise.all([restaurantIdsOfOrganisationAt(tx, restaurantId), restaurantIdsOfMember(tx, userId)]);
  const keep = new Set(kept);
  return all.filter((id) => !keep.has(id));
}
