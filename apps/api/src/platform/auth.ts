/**
 * Who is calling (architecture.md, "Accounts and sessions").
 *
 * Access tokens are short-lived HS256 JWTs sent as `Authorization: Bearer`. Claims: `sub` (user
 * id), `sid` (the refresh-token family = the session), `pwv` (a digest of the user's password
 * hash: a changed password changes it, so every older access token stops working at once).
 * A token is also refused once its session is revoked (logout, reuse, password change, expiry):
 * the user read of every request checks that the family still has a live refresh token.
 *
 * Routes that need a diner add `onRequest: app.authenticate`, then read `requireUser(request)`.
 * Staff routes (architecture.md, "Staff and data scope") add `preHandler: staffOnly(roles)`, or
 * call `await requireStaff(request, roles)`, and read the caller's membership of the restaurant
 * the Host names. Anything else holding a token (the realtime handshake) calls
 * `app.accessTokens.verify(token)`.
 */
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '@platter/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { organisationMembers, platformOperators, refreshTokens, restaurants, staffMemberships, users } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';

export const NOT_AUTHENTICATED = API_MESSAGES_EN_GB['auth.notAuthenticated'];
export const STAFF_ONLY = API_MESSAGES_EN_GB['auth.staffOnly'];
export const ROLE_NOT_ALLOWED = API_MESSAGES_EN_GB['auth.roleNotAllowed'];

const ISSUER = 'platter';
const AUDIENCE = 'platter-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  /** The session (refresh-token family) this access token belongs to. */
  sessionId: string;
}

export function notAuthenticated(): AppError {
  return new AppError('UNAUTHORIZED', apiMessage('auth.notAuthenticated'));
}

export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly secret: string;
  private readonly ttlSeconds: number;
  private readonly db: Database;

  constructor(db: Database, config: Pick<Config, 'JWT_SECRET' | 'ACCESS_TOKEN_TTL_MINUTES'>) {
    this.db = db;
    this.secret = config.JWT_SECRET;
    this.key = new TextEncoder().encode(config.JWT_SECRET);
    this.ttlSeconds = config.ACCESS_TOKEN_TTL_MINUTES * 60;
  }

  /** Changes whenever the password hash changes (a new salt even for the same password). */
  passwordVersion(passwordHash: string): string {
    return createHmac('sha256', this.secret).update(`pwv:${passwordHash}`).digest('base64url').slice(0, 22);
  }

  async sign(user: { id: string; passwordHash: string }, sessionId: string): Promise<string> {
    return new SignJWT({ sid: sessionId, pwv: this.passwordVersion(user.passwordHash) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The user behind a token, or a 401 AppError (bad signature, expired, stale password, ended session, gone). */
  async verify(token: string): Promise<AuthenticatedUser> {
    let claims: { sub?: unknown; sid?: unknown; pwv?: unknown };
    try {
      ({ payload: claims } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        // jose checks exp only when present: a token without one would never expire.
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) throw notAuthenticated();
      throw err;
    }
    const { sub, sid, pwv } = claims;
    // Both ids reach uuid columns: anything else must be a 401, not a database error.
    if (typeof sub !== 'string' || !UUID.test(sub) || typeof sid !== 'string' || !UUID.test(sid) || typeof pwv !== 'string') {
      throw notAuthenticated();
    }
    // One read: the user, only while the session has a live (unrevoked, unexpired) refresh token.
    // Rotation revokes the old token and inserts the next in the same family, so it stays live.
    const liveSession = this.db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sid),
          eq(refreshTokens.userId, users.id),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      );
    const [row] = await this.db
      .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.id, sub), exists(liveSession)))
      .limit(1);
    if (!row || this.passwordVersion(row.passwordHash) !== pwv) throw notAuthenticated();
    return { id: row.id, email: row.email, name: row.name, sessionId: sid };
  }

  /** Whether the session (refresh-token family) still has a live refresh token: a long-lived socket asks again. */
  async sessionIsLive(userId: string, sessionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sessionId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** The authenticated user of a route behind `app.authenticate`. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}

/** A signed-in user's membership of the restaurant the request is for. */
export interface StaffMember {
  user: AuthenticatedUser;
  restaurantId: string;
  role: StaffRole;
}

/** A restaurant a member may open, and their role there. */
export interface RoleAt {
  restaurantId: string;
  role: StaffRole;
}

/**
 * Every restaurant a user may open as staff, with their effective role (issue 41): Owner at every
 * restaurant of an organisation they own, else their membership of the restaurant (Manager,
 * Staff). One read: the organisation's Owners and the restaurants' members, side by side.
 */
export async function staffRolesOf(db: Database, userId: string): Promise<RoleAt[]> {
  const owned = db
    .select({ restaurantId: restaurants.id, role: sql<StaffRole>`'Owner'::staff_role`.as('role'), level: sql<number>`0`.as('level') })
    .from(organisationMembers)
    .innerJoin(restaurants, eq(restaurants.organisationId, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId));
  const rows = await owned.unionAll(
    db
      .select({ restaurantId: staffMemberships.restaurantId, role: staffMemberships.role, level: sql<number>`1`.as('level') })
      .from(staffMemberships)
      .where(eq(staffMemberships.userId, userId)),
  );
  // The organisation's Owner outranks a membership of one of its restaurants.
  const byRestaurant = new Map<string, RoleAt>();
  for (const row of [...rows].sort((a, b) => Number(a.level) - Number(b.level))) {
    if (!byRestaurant.has(row.restaurantId)) byRestaurant.set(row.restaurantId, { restaurantId: row.restaurantId, role: row.role });
  }
  return [...byRestaurant.values()];
}

/**
 * A user's role at a restaurant; 'elsewhere' when they are staff only of other restaurants
 * (answered as 404: no existence leak), null for a diner.
 */
export async function staffRoleAt(db: Database, userId: string, restaurantId: string): Promise<StaffRole | 'elsewhere' | null> {
  const roles = await staffRolesOf(db, userId);
  const here = roles.find((m) => m.restaurantId === restaurantId);
  if (here) return here.role;
  return roles.length > 0 ? 'elsewhere' : null;
}

/**
 * Whether the user is a platform operator (above organisations; issue 41). The role is granted and
 * revoked only by `npm run tenant -- grant-operator|revoke-operator EMAIL`, never by an API call;
 * the operator's console (a later issue) checks it here.
 */
export async function isPlatformOperator(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(platformOperators).where(eq(platformOperators.userId, userId)).limit(1);
  return row !== undefined;
}

/**
 * The caller's membership of the restaurant the Host names, with one of `roles`; also sets
 * `request.staff`. Signed out (or a bad token): 401. A diner with no staff role anywhere: 403.
 * Staff of other restaurants only: 404, as for any row of another restaurant (no existence leak).
 * A member whose role is not in `roles`: 403.
 */
export async function requireStaff(request: FastifyRequest, roles: readonly StaffRole[] = STAFF_ROLES): Promise<StaffMember> {
  let user = request.user;
  if (!user) {
    const token = bearerToken(request);
    if (!token) throw notAuthenticated();
    user = request.user = await request.server.accessTokens.verify(token);
  }
  const restaurant = await request.tenant();
  const here = await staffRoleAt(request.server.db, user.id, restaurant.id);
  if (here === 'elsewhere') throw AppError.notFound();
  if (!here) throw new AppError('FORBIDDEN', apiMessage('auth.staffOnly'));
  if (!roles.includes(here)) throw new AppError('FORBIDDEN', apiMessage('auth.roleNotAllowed'));
  const member: StaffMember = { user, restaurantId: restaurant.id, role: here };
  request.staff = member;
  return member;
}

/** The hooks that answer 401 without a bearer token: the API document marks their routes (platform/openapi.ts). */
const tokenGuards = new WeakSet<object>();
export function isTokenGuard(hook: unknown): boolean {
  return typeof hook === 'function' && tokenGuards.has(hook);
}

/** preHandler for a staff route: `{ preHandler: staffOnly(['Owner', 'Manager']) }`, then read `request.staff`. */
export function staffOnly(roles: readonly StaffRole[] = STAFF_ROLES): (request: FastifyRequest) => Promise<void> {
  const guard = async (request: FastifyRequest) => {
    await requireStaff(request, roles);
  };
  tokenGuards.add(guard);
  return guard;
}

/**
 * onRequest hook for a guest's order link (issue 30): a request carrying `?token=…` goes on (the
 * token alone decides whose order it reads, signed in or not); any other needs a bearer token.
 */
export function dinerOrGuestToken(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string' && token !== '') return;
    await app.authenticate(request, reply);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** onRequest/preHandler hook: sets `request.user` from the bearer token, else answers 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate` (and `requireStaff`); null elsewhere. */
    user: AuthenticatedUser | null;
    /** Set by `requireStaff` / `staffOnly`; null elsewhere. */
    staff: StaffMember | null;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; config: Config }) => {
    const tokens = new AccessTokens(opts.db, opts.config);
    app.decorate('accessTokens', tokens);
    app.decorateRequest('user', null);
    app.decorateRequest('staff', null);
    const authenticate = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw notAuthenticated();
      request.user = await tokens.verify(token);
    };
    tokenGuards.add(authenticate);
    app.decorate('authenticate', authenticate);
  },
  { name: 'platter-auth' },
);
