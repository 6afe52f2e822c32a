import { randomBytes } from 'node:crypto';
import type { LoginBody, RegisterBody, User } from '@platter/domain';
import { AppError } from '../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';
import { LockedError, minutesText, type AttemptLimiter } from '../../platform/rate-limit.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findUserByEmail, findUserById, insertUser, presentUser, updateUser } from '../users/index.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import { sessionsEnded } from '../../platform/events.ts';
import { revokeOtherFamilies } from './queries.ts';
import { startSession, type IssuedSession, type SessionContext } from './sessions.ts';

export const LOGIN_FAILED = API_MESSAGES_EN_GB['auth.loginFailed'];
export const LOGIN_SUCCESSFUL = 'Login successful!';
export const REGISTRATION_SUCCESSFUL = 'Registration successful!';
export const EMAIL_TAKEN = API_MESSAGES_EN_GB['auth.emailTaken'];
export const CURRENT_PASSWORD_WRONG = API_MESSAGES_EN_GB['auth.currentPasswordWrong'];
export const SAME_PASSWORD = API_MESSAGES_EN_GB['auth.samePassword'];
export const PASSWORD_CHANGED = 'Password changed successfully!';

/** Limiter scopes: failures are counted per login e-mail, per registration e-mail, per user. */
export const LOGIN_SCOPE = 'login';
const REGISTER_SCOPE = 'register';
const PASSWORD_SCOPE = 'change-password';

export interface AuthContext extends SessionContext {
  limiter: AttemptLimiter;
}

function loginLocked(ms: number): LockedError {
  return new LockedError(`Too many failed login attempts. Please try again in ${minutesText(ms)}.`, ms);
}

function attemptsLocked(ms: number): LockedError {
  return new LockedError(`Too many attempts. Please try again in ${minutesText(ms)}.`, ms);
}

// Verifying against this when the e-mail is unknown makes both failures cost the same time.
let dummyHash: Promise<string> | undefined;
export function warmDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

export async function register(ctx: AuthContext, body: RegisterBody): Promise<IssuedSession> {
  const locked = await ctx.limiter.lockedFor(REGISTER_SCOPE, body.email);
  if (locked > 0) throw attemptsLocked(locked);

  const taken = async () => {
    // Counted, so the form cannot be used to test e-mail addresses in bulk.
    await ctx.limiter.recordFailure(REGISTER_SCOPE, body.email);
    return new AppError('CONFLICT', apiMessage('auth.emailTaken'), [{ field: 'email', message: apiMessage('auth.emailTaken') }]);
  };
  if (await findUserByEmail(ctx.db, body.email)) throw await taken();

  const passwordHash = await hashPassword(body.password);
  let user;
  try {
    user = await insertUser(ctx.db, { email: body.email, name: body.name, passwordHash });
  } catch (err) {
    if (isUniqueViolation(err)) throw await taken(); // registered meanwhile
    throw err;
  }
  return startSession(ctx, user);
}

export async function login(ctx: AuthContext, body: LoginBody): Promise<IssuedSession> {
  // Checked before the password: while locked, even the right password is refused.
  const locked = await ctx.limiter.lockedFor(LOGIN_SCOPE, body.email);
  if (locked > 0) throw loginLocked(locked);

  const user = await findUserByEmail(ctx.db, body.email);
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, body.password);
  else await verifyPassword(await warmDummyHash(), body.password);
  if (!user || !valid) {
    const lockedNow = await ctx.limiter.recordFailure(LOGIN_SCOPE, body.email);
    ctx.log.info({ knownAccount: Boolean(user), locked: lockedNow > 0 }, 'login failed');
    throw new AppError('UNAUTHORIZED', apiMessage('auth.loginFailed'));
  }
  await ctx.limiter.reset(LOGIN_SCOPE, body.email);
  return startSession(ctx, user);
}

/**
 * Checks the current password, stores the new one and revokes every other session. Older access
 * tokens (this session's too) stop working with the password; this session gets a fresh one.
 */
export async function changePassword(
  ctx: AuthContext,
  who: { userId: string; sessionId: string },
  body: { currentPassword: string; newPassword: string },
): Promise<{ accessToken: string }> {
  const locked = await ctx.limiter.lockedFor(PASSWORD_SCOPE, who.userId);
  if (locked > 0) throw attemptsLocked(locked);

  const user = await findUserById(ctx.db, who.userId);
  if (!user) throw new AppError('UNAUTHORIZED', apiMessage('auth.notAuthenticated'));
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    await ctx.limiter.recordFailure(PASSWORD_SCOPE, who.userId);
    throw new AppError('VALIDATION_ERROR', apiMessage('auth.currentPasswordWrong'), [{ field: 'currentPassword', message: apiMessage('auth.currentPasswordWrong') }]);
  }
  if (body.newPassword === body.currentPassword) {
    throw new AppError('VALIDATION_ERROR', apiMessage('auth.samePassword'), [{ field: 'newPassword', message: apiMessage('auth.samePassword') }]);
  }

  const passwordHash = await hashPassword(body.newPassword);
  const updated = await ctx.events.commit(ctx.db, async (tx) => {
    const row = await updateUser(tx, user.id, { passwordHash });
    const ended = await revokeOtherFamilies(tx, user.id, who.sessionId);
    return { value: row, events: sessionsEnded(ended) };
  });
  await ctx.limiter.reset(PASSWORD_SCOPE, who.userId);
  return { accessToken: await ctx.tokens.sign(updated ?? { ...user, passwordHash }, who.sessionId) };
}

/** What a signed-in answer carries: the access token and the diner as GET /users/me shows them. */
export async function presentSession(ctx: SessionContext, session: IssuedSession): Promise<{ accessToken: string; user: User }> {
  return { accessToken: session.accessToken, user: await presentUser(ctx.db, session.user) };
}
