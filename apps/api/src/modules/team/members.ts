/**
 * The owner's changes to members: a new role (versioned: 409 STALE_EDIT on a stale one) and
 * removal. Both keep the last-owner rule (the domain's `lastOwnerProblem`) under the restaurant's
 * row lock, so two owners acting at once cannot leave the restaurant without one. A removal ends
 * the member's staff access at once: every staff call reads the membership, and their live
 * sockets on the site are closed once it has committed (StaffAccessEnded).
 */
import { lastOwnerProblem, type StaffRole, type TeamMember } from '@platter/domain';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { staffAccessEnded, type StaffAccessEnded } from '../../platform/events.ts';
import { recordAudit } from '../audit/index.ts';
import { presentMember } from './presenters.ts';
import { changeRosterRole, countRosterOwners, findOnRoster, lockRoster, removeFromRoster, restaurantsLostBy } from './roster.ts';
import { staleRole, type TeamChange } from './team-change.ts';

export async function changeRole(change: TeamChange, userId: string, body: { version: number; role: StaffRole }): Promise<TeamMember> {
  const { app, restaurant, by } = change;
  const now = app.clock();
  return app.events.commit(app.db, async (tx) => {
    await lockRoster(tx, restaurant.id);
    const row = await findOnRoster(tx, restaurant.id, userId);
    if (!row) throw AppError.notFound(apiMessage('team.memberNotFound'));
    const before = presentMember(row);
    if (row.version !== body.version) throw staleRole(change, before);
    // The same role: nothing happens (no new version that would make another tab's change stale).
    if (row.role === body.role) return { value: before, events: [] };
    const problem = lastOwnerProblem(await countRosterOwners(tx, restaurant.id), row, body.role);
    if (problem) throw new AppError('LAST_OWNER', problem);
    if (!(await changeRosterRole(tx, row, body.version, { role: body.role, now, by: by.id }))) throw staleRole(change, before);
    const after = presentMember((await findOnRoster(tx, restaurant.id, userId))!);
    await recordAudit(tx, { restaurantId: restaurant.id, by, action: 'updated', entity: 'member', entityId: userId, before, after, at: now });
    // An Owner made Manager or Staff here no longer opens the organisation's other restaurants.
    const lost = row.role === 'Owner' ? await restaurantsLostBy(tx, restaurant.id, userId) : [];
    return { value: after, events: accessEndedAt(lost, userId) };
  });
}

function accessEndedAt(restaurantIds: readonly string[], userId: string): StaffAccessEnded[] {
  return restaurantIds.flatMap((id) => staffAccessEnded(id, [userId]));
}

/** Takes the member off the team (an Owner stops owning the organisation); answers who they were. */
export async function removeMember(change: TeamChange, userId: string): Promise<TeamMember> {
  const { app, restaurant, by } = change;
  const now = app.clock();
  return app.events.commit(app.db, async (tx) => {
    await lockRoster(tx, restaurant.id);
    const row = await findOnRoster(tx, restaurant.id, userId);
    if (!row) throw AppError.notFound(apiMessage('team.memberNotFound'));
    const problem = lastOwnerProblem(await countRosterOwners(tx, restaurant.id), row, null);
    if (problem) throw new AppError('LAST_OWNER', problem);
    await removeFromRoster(tx, restaurant.id, userId);
    const before = presentMember(row);
    await recordAudit(tx, { restaurantId: restaurant.id, by, action: 'removed', entity: 'member', entityId: userId, before, after: null, at: now });
    const lost = new Set([restaurant.id, ...(row.role === 'Owner' ? await restaurantsLostBy(tx, restaurant.id, userId) : [])]);
    return { value: before, events: accessEndedAt([...lost], userId) };
  });
}
