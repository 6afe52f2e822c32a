import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Redis configured but down (nothing listens on port 1): the throttles count in this process.
describe('throttles while Redis is away', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT_MAX: '12' } });
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login`, headers: { host: 'localhost' }, payload: { email, password } });

  it('still locks an account after 10 failed logins, counted in this process', async () => {
    for (let i = 1; i <= 10; i++) expect((await login('demo@example.com', `wrong-${i}-pass`)).statusCode, `attempt ${i}`).toBe(401);
    const locked = await login('demo@example.com', 'OrderUp#2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many failed login attempts. Please try again in 15 minutes.' });
  });

  it('still limits requests per address (AUTH_RATE_LIMIT_MAX), counted in this process', async () => {
    // 11 logins so far from this address; the 12th is allowed, the 13th refused.
    expect((await login('nobody@example.com', 'whatever-pass1')).statusCode).toBe(401);
    const refused = await login('nobody@example.com', 'whatever-pass1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
