/**
 * Test helpers for signed-in calls: log in (or register) through the real endpoints and keep the
 * access token and the refresh cookie.
 *
 *   const diner = await loginAs(t.app, DEMO_CUSTOMER);
 *   await t.app.inject({ url: '/api/v1/users/me', headers: diner.headers });
 */
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { authResponse, type StaffRole, type User } from '@platter/domain';
import type { Database } from '../db/client.ts';
import { organisationMembers, restaurants, staffMemberships } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { REFRESH_COOKIE } from '../modules/auth/cookie.ts';

export interface Session {
  accessToken: string;
  /** The refresh cookie's value ('' when the answer set none). */
  refreshToken: string;
  user: User;
  /** Authorization header for the access token. */
  headers: { authorization: string };
}

export function refreshCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
  return cookie?.value ?? '';
}

export function sessionOf(res: LightMyRequestResponse): Session {
  if (res.statusCode >= 300) throw new Error(`Expected a session, got ${res.statusCode}: ${res.body}`);
  const { data } = authResponse.parse(res.json());
  return {
    accessToken: data.accessToken,
    refreshToken: refreshCookieOf(res),
    user: data.user,
    headers: { authorization: `Bearer ${data.accessToken}` },
  };
}

export async function loginAs(app: FastifyInstance, credentials: { email: string; password: string }): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: credentials });
  return sessionOf(res);
}

let counter = 0;
/** A fresh diner with a unique e-mail; password 'Secret#123' unless given. */
export async function registerDiner(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<Session & { email: string; password: string }> {
  counter += 1;
  const email = overrides.email ?? `diner-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
  const password = overrides.password ?? 'Secret#123';
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { name: overrides.name ?? 'Test Diner', email, password },
  });
  return { ...sessionOf(res), email: email.toLowerCase(), password };
}

/**
 * A fresh account with a membership of `restaurantId` in `role`, signed in: an Owner owns the
 * restaurant's organisation (issue 41), a Manager or Staff is a member of the restaurant.
 */
export async function registerStaff(
  app: FastifyInstance,
  db: Database,
  restaurantId: string,
  role: StaffRole,
): Promise<Session & { email: string; password: string }> {
  const member = await registerDiner(app, { name: `Test ${role}` });
  await grantRole(db, member.user._id, restaurantId, role);
  return member;
}

/** Gives an existing account `role` at the restaurant, at the level the role lives at. */
export async function grantRole(db: Database, userId: string, restaurantId: string, role: StaffRole): Promise<void> {
  if (role !== 'Owner') {
    await db.insert(staffMemberships).values({ userId, restaurantId, role });
    return;
  }
  const [restaurant] = await db.select({ organisationId: restaurants.organisationId }).from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw new Error(`No restaurant ${restaurantId}`);
  await db.insert(organisationMembers).values({ userId, organisationId: restaurant.organisationId, role: 'Owner' });
}
