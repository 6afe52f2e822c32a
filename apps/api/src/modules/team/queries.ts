/**
 * The team's SQL: the restaurant's memberships (Managers and Staff; Owners are the organisation's,
 * issue 41) with their accounts, and invitations. Every query takes the restaurant.
 */
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { restaurants, staffInvites, staffMemberships, users, type StaffInviteRow, type StaffMembershipRow } from '../../db/schema.ts';

/** A membership with its account's name and e-mail, and the name of who changed its role last. */
export type MemberRow = StaffMembershipRow & { name: string; email: string; updatedByName: string | null };

const editor = alias(users, 'editor');

const memberColumns = {
  id: staffMemberships.id,
  userId: staffMemberships.userId,
  restaurantId: staffMemberships.restaurantId,
  role: staffMemberships.role,
  createdAt: staffMemberships.createdAt,
  version: staffMemberships.version,
  updatedAt: staffMemberships.updatedAt,
  updatedBy: staffMemberships.updatedBy,
  name: users.name,
  email: users.email,
  updatedByName: editor.name,
};

/** Managers, then staff (the enum's order), each by name. */
export async function listMembers(db: Executor, restaurantId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(staffMemberships)
    .innerJoin(users, eq(users.id, staffMemberships.userId))
    .leftJoin(editor, eq(editor.id, staffMemberships.updatedBy))
    .where(eq(staffMemberships.restaurantId, restaurantId))
    .orderBy(asc(staffMemberships.role), asc(users.name), asc(users.email));
}

export async function findMember(db: Executor, restaurantId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(staffMemberships)
    .innerJoin(users, eq(users.id, staffMemberships.userId))
    .leftJoin(editor, eq(editor.id, staffMemberships.updatedBy))
    .where(and(eq(staffMemberships.restaurantId, restaurantId), eq(staffMemberships.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the restaurant's row lock for the rest of the transaction: the team's changes at one
 * restaurant take turns, so two owners demoting each other at once cannot leave it with none.
 */
export async function lockTeam(tx: Executor, restaurantId: string): Promise<void> {
  await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).for('no key update');
}

/** Sets the role only if the membership is still at `version`: false otherwise. */
export async function changeRoleAt(
  tx: Executor,
  restaurantId: string,
  userId: string,
  version: number,
  change: { role: StaffRole; now: Date; by: string },
): Promise<boolean> {
  const rows = await tx
    .update(staffMemberships)
    .set({ role: change.role, version: sql`${staffMemberships.version} + 1`, updatedAt: change.now, updatedBy: change.by })
    .where(and(eq(staffMemberships.restaurantId, restaurantId), eq(staffMemberships.userId, userId), eq(staffMemberships.version, version)))
    .returning({ id: staffMemberships.id });
  return rows.length === 1;
}

export async function deleteMember(tx: Executor, restaurantId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(staffMemberships)
    .where(and(eq(staffMemberships.restaurantId, restaurantId), eq(staffMemberships.userId, userId)))
    .returning({ id: staffMemberships.id });
  return rows.length === 1;
}

/** A new membership; false when the account is on the team already (the unique index decides). */
export async function insertMember(
  tx: Executor,
  values: { restaurantId: string; userId: string; role: StaffRole; now: Date; version?: number; by?: string },
): Promise<boolean> {
  const rows = await tx
    .insert(staffMemberships)
    .values({
      restaurantId: values.restaurantId,
      userId: values.userId,
      role: values.role,
      createdAt: values.now,
      updatedAt: values.now,
      version: values.version ?? 1,
      updatedBy: values.by ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: staffMemberships.id });
  return rows.length === 1;
}

/** The restaurants where the account is a member (Manager or Staff). */
export async function restaurantIdsOfMember(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ id: staffMemberships.restaurantId }).from(staffMemberships).where(eq(staffMemberships.userId, userId));
  return rows.map((r) => r.id);
}

/** Whether an account with this (lowercased) e-mail is on the restaurant's team. */
export async function isMemberByEmail(db: Executor, restaurantId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffMemberships.id })
    .from(staffMemberships)
    .innerJoin(users, eq(users.id, staffMemberships.userId))
    .where(and(eq(staffMemberships.restaurantId, restaurantId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

/** An invitation with the name of who sent it. */
export type InviteRow = StaffInviteRow & { invitedByName: string | null };

const waiting = and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt));

/** Invitations not yet accepted or withdrawn (expired ones too), newest first. */
export async function listWaitingInvites(db: Executor, restaurantId: string): Promise<InviteRow[]> {
  const rows = await db
    .select({ invite: staffInvites, invitedByName: users.name })
    .from(staffInvites)
    .leftJoin(users, eq(users.id, staffInvites.invitedBy))
    .where(and(eq(staffInvites.restaurantId, restaurantId), waiting))
    .orderBy(desc(staffInvites.createdAt), asc(staffInvites.email));
  return rows.map(({ invite, invitedByName }) => ({ ...invite, invitedByName }));
}

export async function findWaitingInvite(db: Executor, restaurantId: string, by: { id: string } | { email: string }): Promise<InviteRow | null> {
  const which = 'id' in by ? eq(staffInvites.id, by.id) : eq(staffInvites.email, by.email);
  const [row] = await db
    .select({ invite: staffInvites, invitedByName: users.name })
    .from(staffInvites)
    .leftJoin(users, eq(users.id, staffInvites.invitedBy))
    .where(and(eq(staffInvites.restaurantId, restaurantId), which, waiting))
    .limit(1);
  return row ? { ...row.invite, invitedByName: row.invitedByName } : null;
}

export async function countWaitingInvites(db: Executor, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ invites: count() })
    .from(staffInvites)
    .where(and(eq(staffInvites.restaurantId, restaurantId), waiting));
  return row?.invites ?? 0;
}

export async function insertInvite(
  tx: Executor,
  values: { restaurantId: string; email: string; role: StaffRole; tokenHash: string; invitedBy: string; createdAt: Date; expiresAt: Date },
): Promise<StaffInviteRow> {
  const [row] = await tx.insert(staffInvites).values(values).returning();
  return row!;
}

/** Withdraws a waiting invitation; false when it was no longer waiting. */
export async function revokeInviteRow(tx: Executor, restaurantId: string, inviteId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(staffInvites)
    .set({ revokedAt: now })
    .where(and(eq(staffInvites.restaurantId, restaurantId), eq(staffInvites.id, inviteId), waiting))
    .returning({ id: staffInvites.id });
  return rows.length === 1;
}

/** The invitation a link's token names, at this restaurant, whatever its state (the caller judges it). */
export async function findInviteByTokenHash(db: Executor, restaurantId: string, tokenHash: string): Promise<StaffInviteRow | null> {
  const [row] = await db
    .select()
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, tokenHash), eq(staffInvites.restaurantId, restaurantId)))
    .limit(1);
  return row ?? null;
}

/** Spends an invitation still waiting and unexpired at `now`: of two accepts at once, one wins (false for the other). */
export async function spendInvite(tx: Executor, restaurantId: string, inviteId: string, by: { userId: string; now: Date }): Promise<boolean> {
  const rows = await tx
    .update(staffInvites)
    .set({ acceptedAt: by.now, acceptedBy: by.userId })
    .where(
      and(
        eq(staffInvites.restaurantId, restaurantId),
        eq(staffInvites.id, inviteId),
        waiting,
        gt(staffInvites.expiresAt, by.now),
      ),
    )
    .returning({ id: staffInvites.id });
  return rows.length === 1;
}
