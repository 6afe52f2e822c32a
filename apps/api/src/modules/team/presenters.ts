/** The team as the owner's screen and the audit log see it. */
import type { TeamInvite, TeamMember } from '@platter/domain';
import type { InviteRow, MemberRow } from './queries.ts';

export function presentMember(row: MemberRow): TeamMember {
  return {
    _id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.createdAt.toISOString(),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? { _id: row.updatedBy, name: row.updatedByName ?? '' } : null,
  };
}

export function presentInvite(row: InviteRow, now: Date): TeamInvite {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy ? { _id: row.invitedBy, name: row.invitedByName ?? '' } : null,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.expiresAt.getTime() <= now.getTime(),
  };
}
