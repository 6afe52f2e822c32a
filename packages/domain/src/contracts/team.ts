/**
 * The team's API (issue 27): the owner's `/staff/team/...` (members, invitations) and the
 * invitee's public `/team/invites/...` (read an invitation by its token, accept it). A member's
 * role carries `version`: a change names the version it was made on (409 STALE_EDIT otherwise).
 * The rules and texts are in ../team.ts.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles.ts';
import { TEAM_MESSAGES } from '../team.ts';
import { accountEmail, registerBody, registerPassword, userSchema } from './account.ts';
import { apiErrorSchema, envelope, id } from './common.ts';
import { editorSchema, editVersion } from './menu-editing.ts';

const role = z.enum(STAFF_ROLES, { message: `Role must be one of: ${STAFF_ROLES.join(', ')}.` });

/** A member of the team as the owner sees it; `_id` is the account's id. */
export const teamMemberSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  joinedAt: z.iso.datetime(),
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime(),
  /** Who made the last change to the role (null: as joined, or set outside the team screen). */
  updatedBy: editorSchema.nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An invitation waiting to be accepted (an expired one too, until it is sent again or withdrawn). */
export const teamInviteSchema = z.object({
  _id: id,
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: editorSchema.nullable(),
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  isExpired: z.boolean(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

/** GET /staff/team: members (owners first, then managers, then staff, by name) and invitations (newest first). */
export const teamResponse = envelope({ members: z.array(teamMemberSchema), invites: z.array(teamInviteSchema) });
export type TeamResponse = z.infer<typeof teamResponse>;
export const teamMemberResponse = envelope({ member: teamMemberSchema });
export const teamInviteResponse = envelope({ invite: teamInviteSchema });
export const teamDoneResponse = envelope({});

/** POST /staff/team/invites: sent to this e-mail, for this role; one waiting for the same e-mail is replaced. */
export const teamInviteBody = z.strictObject({ email: accountEmail.pipe(z.string().max(254, 'Email must be at most 254 characters')), role });
export type TeamInviteBody = z.infer<typeof teamInviteBody>;

/** PATCH /staff/team/members/{userId}: the new role, and the version the change was made on. */
export const teamRoleChangeBody = z.strictObject({ version: editVersion, role });
export type TeamRoleChangeBody = z.infer<typeof teamRoleChangeBody>;

export const teamMemberParams = z.object({
  userId: z.string().trim().min(1, 'Member ID is required.').pipe(z.uuid({ message: TEAM_MESSAGES.memberNotFound })),
});
export const teamInviteParams = z.object({
  id: z.string().trim().min(1, 'Invitation ID is required.').pipe(z.uuid({ message: TEAM_MESSAGES.inviteNotFound })),
});

/** A 409 STALE_EDIT on a role: the refusal naming who changed it and when, and the member as they are now. */
export const staleMemberEditSchema = apiErrorSchema.extend({ current: teamMemberSchema.optional() });

/**
 * The invitation link's token: 32 random bytes in base64url (43 characters), sent in bodies, never
 * in an API path or query (they are logged). Anything far off is answered like an unknown token.
 */
const inviteToken = z
  .string({ message: 'The invitation link is incomplete. Please open the link from the e-mail again.' })
  .trim()
  .min(1, 'The invitation link is incomplete. Please open the link from the e-mail again.')
  .max(200, TEAM_MESSAGES.inviteInvalid);

/** POST /team/invites/lookup: what the invitation is, for the page that accepts it. */
export const inviteLookupBody = z.object({ token: inviteToken });
export const invitePreviewSchema = z.object({
  restaurantName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** An account exists for the e-mail: the invitee signs in to accept, instead of choosing a password. */
  accountExists: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
export const invitePreviewResponse = envelope({ invite: invitePreviewSchema });

/**
 * POST /team/invites/accept. Signed in (bearer token) as the invited e-mail: only the token. A new
 * account: its name and a password under the register rules; it is signed in (refresh cookie).
 */
export const inviteAcceptBody = z.object({
  token: inviteToken,
  name: registerBody.shape.name.optional(),
  password: registerPassword.max(200, 'Password must be at most 200 characters').optional(),
});
export type InviteAcceptBody = z.infer<typeof inviteAcceptBody>;
/** `accessToken`: the new account's (null when the invitee was already signed in: theirs stays good). */
export const inviteAcceptedResponse = envelope({ user: userSchema, accessToken: z.string().nullable() });
export type InviteAcceptedResponse = z.infer<typeof inviteAcceptedResponse>;

/** The join page's form for a new account: the register rules, the password twice. */
export const joinTeamForm = z
  .object({
    name: registerBody.shape.name,
    password: registerPassword.max(200, 'Password must be at most 200 characters'),
    confirmPassword: z.string().min(1, 'Confirm password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
