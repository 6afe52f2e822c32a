/**
 * The team (issue 27): who works at a restaurant and in what role, and how a new member joins.
 * Rules and texts without zod, so a screen can check them without loading the schemas; the
 * server decides with the same functions (modules/team).
 */
import type { StaffRole } from './staff-roles.ts';

/** How long an invitation link works. */
export const TEAM_INVITE_TTL_DAYS = 7;
/** Invitations waiting at one restaurant at most (bounds what one owner's account can make the server send). */
export const MAX_PENDING_INVITES = 50;

/** Who runs the team: inviting, changing roles and removing people is the owner's alone. */
export const ROLES_THAT_RUN_TEAM: readonly StaffRole[] = ['Owner'];

export const TEAM_MESSAGES = {
  memberNotFound: 'Team member not found.',
  inviteNotFound: 'Invitation not found.',
  /** Unknown, used, withdrawn, replaced or expired: one answer, so a link tells nothing about others. */
  inviteInvalid: 'This invitation link is not valid any more: it may have expired or been used already. Ask the restaurant to send you a new one.',
  tooManyInvites: `There are already ${MAX_PENDING_INVITES} invitations waiting. Withdraw some before sending more.`,
  signInToAccept: 'An account with this e-mail already exists. Sign in with it to accept the invitation.',
  nameRequired: 'Full name is required',
  passwordRequired: 'Password is required',
} as const;

export const teamMessages = {
  alreadyMember: (email: string) => `${email} is already on the team.`,
  invited: (email: string) => `Invitation sent to ${email}.`,
  inviteWithdrawn: (email: string) => `The invitation to ${email} was withdrawn.`,
  roleChanged: (name: string, role: StaffRole) => `${name} is now ${{ Owner: 'an Owner', Manager: 'a Manager', Staff: 'Staff' }[role]}.`,
  removed: (name: string) => `${name} was removed from the team.`,
  joined: (restaurant: string) => `Welcome to the team at ${restaurant}!`,
  alreadyJoined: (restaurant: string) => `You are already on the team at ${restaurant}.`,
  wrongAccount: (email: string) => `This invitation is for ${email}. Sign out, then sign in with that e-mail to accept it.`,
};

/**
 * The last-owner rule: a restaurant always keeps at least one owner. `owners` is how many the
 * restaurant has now; `change` turns `member` (an owner or not) into `to` (null: removed).
 * Answers the refusal to show, or null when the change may go ahead.
 */
export function lastOwnerProblem(owners: number, member: { name: string; role: StaffRole }, to: StaffRole | null): string | null {
  if (member.role !== 'Owner' || to === 'Owner' || owners > 1) return null;
  return to === null
    ? `${member.name} is the only owner, and a restaurant needs one. Make someone else an owner first, then remove ${member.name}.`
    : `${member.name} is the only owner, and a restaurant needs one. Make someone else an owner first, then change ${member.name}'s role.`;
}
