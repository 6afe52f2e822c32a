/**
 * Password reset (issue 13). A request e-mails a link to /reset-password?token=… on the
 * restaurant's canonical origin (`restaurantOrigin`, as every e-mail's links: never the request's
 * Host, whose port, trailing dot or alias a caller chooses); the token is 32 random bytes, stored only as its SHA-256, valid for
 * PASSWORD_RESET_TTL_MINUTES, single use, and a newer request supersedes the older links. A reset
 * stores the new password, spends the token and ends every session in one transaction.
 */
import type { Language } from '@platter/domain';
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES, type ResetPasswordBody } from '@platter/domain';
import type { Config } from '../../config.ts';
import type { RestaurantDirectory, TenantRestaurant } from '../../platform/tenant.ts';
import { restaurantRowOf } from '../restaurants/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage, type Message } from '@platter/domain';
import { enqueueMail, restaurantOrigin } from '../mail/index.ts';
import { findUserByEmail, findUserById, updateUser } from '../users/index.ts';
import { sessionsEnded } from '../../platform/events.ts';
import { hashPassword } from '../../platform/password.ts';
import {
  findResetTokenByHash,
  insertResetToken,
  revokeOtherFamilies,
  spendResetToken,
  supersedeResetTokens,
  type PasswordResetTokenRow,
} from './queries.ts';
import { LOGIN_SCOPE, type AuthContext } from './service.ts';

export const RESET_LINK_INVALID = API_MESSAGES_EN_GB['auth.resetLinkInvalid'];
export const RESET_LINK_EXPIRED = API_MESSAGES_EN_GB['auth.resetLinkExpired'];
export const RESET_LINK_USED = API_MESSAGES_EN_GB['auth.resetLinkUsed'];
export const RESET_LINK_SUPERSEDED = API_MESSAGES_EN_GB['auth.resetLinkSuperseded'];
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

export interface PasswordResetContext extends AuthContext {
  /** Also where the restaurant's canonical origin is (the link's). */
  config: AuthContext['config'] & Pick<Config, 'BASE_DOMAIN' | 'PORT'>;
  clock: Clock;
  /** Called after a commit that queued mail: wakes the mail worker so the link goes out at once. */
  mailQueued: () => void;
  /** Where the restaurant's contact address is read from (the e-mail's Reply-To). */
  restaurants: RestaurantDirectory;
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The work behind POST /auth/forgot-password, run after the answer has gone (the answer must not
 * tell known e-mails from unknown ones, in its words or its timing).
 */
export async function sendPasswordResetLink(
  ctx: PasswordResetContext,
  input: { email: string; restaurant: TenantRestaurant; language?: Language },
): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    ctx.log.info({ knownAccount: false }, 'password reset requested');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  const resetUrl = `${restaurantOrigin(input.restaurant, ctx.config)}/reset-password?token=${token}`;
  const { contactEmail } = await restaurantRowOf(ctx, input.restaurant.id);
  await ctx.db.transaction(async (tx) => {
    await supersedeResetTokens(tx, user.id, now);
    await insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + TTL_MS),
      requestedFromRestaurantId: input.restaurant.id,
    });
    await enqueueMail(tx, [
      {
        restaurantId: input.restaurant.id,
        kind: 'password_reset',
        recipient: user.email,
        replyTo: contactEmail || null,
        payload: { name: user.name, resetUrl, expiresInMinutes: PASSWORD_RESET_TTL_MINUTES },
        language: input.language ?? null,
      },
    ]);
  });
  ctx.mailQueued();
  ctx.log.info({ knownAccount: true, userId: user.id }, 'password reset requested');
}

/** Why a token cannot be used (410 for a link that was good once, 400 for one that never was). */
function refusal(row: PasswordResetTokenRow | null, now: Date): AppError {
  const token = (message: Message) => [{ field: 'token', message }];
  if (!row) return new AppError('BAD_REQUEST', apiMessage('auth.resetLinkInvalid'), token(apiMessage('auth.resetLinkInvalid')));
  if (row.usedAt) return new AppError('GONE', apiMessage('auth.resetLinkUsed'), token(apiMessage('auth.resetLinkUsed')));
  if (row.supersededAt) return new AppError('GONE', apiMessage('auth.resetLinkSuperseded'), token(apiMessage('auth.resetLinkSuperseded')));
  if (row.expiresAt.getTime() <= now.getTime()) return new AppError('GONE', apiMessage('auth.resetLinkExpired'), token(apiMessage('auth.resetLinkExpired')));
  return new AppError('BAD_REQUEST', apiMessage('auth.resetLinkInvalid'), token(apiMessage('auth.resetLinkInvalid')));
}

/**
 * POST /auth/reset-password: the new password, the token spent and every session of the account
 * ended, in one transaction. Access tokens stop at once (their session is gone, and `pwv` changed).
 */
export async function resetPassword(ctx: PasswordResetContext, body: ResetPasswordBody): Promise<void> {
  const tokenHash = hashResetToken(body.token);
  const row = await findResetTokenByHash(ctx.db, tokenHash);
  const now = ctx.clock();
  if (!row || row.usedAt || row.supersededAt || row.expiresAt.getTime() <= now.getTime()) throw refusal(row, now);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw refusal(null, now);

  const passwordHash = await hashPassword(body.password);
  // Checked again after the slow hash, inside the transaction: of two concurrent resets one wins.
  const spentAt = ctx.clock();
  const done = await ctx.events.commit(ctx.db, async (tx) => {
    if (!(await spendResetToken(tx, row.id, spentAt))) return { value: false, events: [] };
    await updateUser(tx, user.id, { passwordHash });
    await supersedeResetTokens(tx, user.id, spentAt);
    const ended = await revokeOtherFamilies(tx, user.id, null);
    return { value: true, events: sessionsEnded(ended) };
  });
  if (!done) throw refusal(await findResetTokenByHash(ctx.db, tokenHash), spentAt);
  // A diner locked out by wrong guesses can sign in with the new password at once.
  await ctx.limiter.reset(LOGIN_SCOPE, user.email);
  ctx.log.info({ userId: user.id }, 'password reset');
}
