/** What every change of the team shares: who makes it, at which restaurant, and the team as the owner sees it. */
import type { TeamMember, TeamResponse } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { StaffMember } from '../../platform/auth.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { staleEdit } from '../../platform/stale-edit.ts';
import type { RestaurantDirectory, TenantRestaurant } from '../../platform/tenant.ts';
import type { AppError } from '../../platform/errors.ts';
import { presentInvite, presentMember } from './presenters.ts';
import { listWaitingInvites } from './queries.ts';
import { listRoster } from './roster.ts';

/** What a change of the team takes: the database, the clock, the publisher, and the mail worker to nudge. */
export type TeamDeps = Pick<AppDeps, 'db' | 'clock' | 'events'> & { mail: { nudge(): void }; restaurants: RestaurantDirectory };

export interface TeamChange {
  app: TeamDeps;
  restaurant: TenantRestaurant;
  by: { id: string; name: string };
}

export function teamChangeOf(app: TeamDeps, staff: StaffMember, restaurant: TenantRestaurant): TeamChange {
  return { app, restaurant, by: { id: staff.user.id, name: staff.user.name } };
}

/** GET /staff/team: the members and the invitations waiting. */
export async function loadTeam(db: Executor, restaurantId: string, now: Date): Promise<TeamResponse['data']> {
  const [members, invites] = await Promise.all([listRoster(db, restaurantId), listWaitingInvites(db, restaurantId)]);
  return { members: members.map(presentMember), invites: invites.map((row) => presentInvite(row, now)) };
}

/** 409 STALE_EDIT on a member's role: who changed it and when, and the member as they are now. */
export function staleRole(change: TeamChange, current: TeamMember): AppError {
  return staleEdit(current, { editorId: change.by.id, now: change.app.clock(), timeZone: change.restaurant.timeZone });
}
