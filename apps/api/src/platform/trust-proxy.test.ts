import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.ts';
import { loadConfig } from '../config.ts';
import { describeEachDatabase, type TestApp } from '../test/test-app.ts';

// Each suite its own client and proxy addresses, so suites sharing a Redis never count each other.
const octet = () => Math.floor(Math.random() * 250) + 1;
const CLIENT = `198.51.100.${octet()}`;
const PROXY = `10.${octet()}.${octet()}.${octet()}`;

function login(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/auth/login`,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: 'nobody@example.com', password: 'wrong-pass' },
  });
}

describeEachDatabase(
  'X-Forwarded-For from anyone (TRUST_PROXY unset)',
  (t) => {
    it('does not reset the per-address login limit with a forged header', async () => {
      for (let i = 0; i < 3; i++) expect((await login(t, CLIENT, `203.0.113.${i + 1}`)).statusCode).toBe(401);
      const forged = await login(t, CLIENT, '203.0.113.99');
      expect(forged.statusCode).toBe(429);
      expect(forged.json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  },
  // Production, as deployed: the header was once trusted there from anyone.
  { seed: false, env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '3' } },
);

describeEachDatabase(
  'X-Forwarded-For from a trusted proxy (TRUST_PROXY names it)',
  (t) => {
    it('counts each forwarded client on its own, and still ignores the header from anyone else', async () => {
      for (let i = 0; i < 3; i++) expect((await login(t, PROXY, '203.0.113.7')).statusCode).toBe(401);
      expect((await login(t, PROXY, '203.0.113.7')).statusCode).toBe(429);
      // Another diner behind the same proxy has their own allowance.
      expect((await login(t, PROXY, '203.0.113.8')).statusCode).toBe(401);
      // An untrusted peer claiming to forward for a fresh address is counted as itself.
      for (let i = 0; i < 3; i++) expect((await login(t, CLIENT, `203.0.114.${i}`)).statusCode).toBe(401);
      expect((await login(t, CLIENT, '203.0.114.200')).statusCode).toBe(429);
    });
  },
  { seed: false, env: { AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: `${PROXY.split('.').slice(0, 2).join('.')}.0.0/16` } },
);

describe('TRUST_PROXY', () => {
  it('is off by default and reads a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/00'])('refuses %j (every address) with a message naming the variable, not a TypeError at start-up', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration\. TRUST_PROXY: .*would trust every address/);
  });

  it.each([
    '0.0.0.0/1,128.0.0.0/1',
    '::/1,8000::/1',
    '::ffff:0:0/96',
    '::ffff:0.0.0.0/100',
    '10.0.0.0/7',
    '203.0.113.0/23',
    '203.0.113.0/24, 203.0.114.0/24',
    '2001:db8::/47',
  ])('refuses %j (public addresses wider than a /24 or a /48) with a message naming the variable and the range', (value) => {
    const error = (() => {
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (e) {
        return (e as Error).message;
      }
      return 'started';
    })();
    expect(error).toMatch(/^Invalid configuration\. TRUST_PROXY: .*would trust public addresses wider than a \/24/);
    // The range that reaches the public internet is named (the first one, at least).
    expect(error).toContain(value.split(',')[0]!.trim());
  });

  it('accepts private ranges of any width and public ones up to a /24 or a /48', () => {
    const value = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,100.64.0.0/10,fc00::/7,fe80::/10,203.0.113.0/24,2001:db8::/48,::ffff:10.0.0.0/104';
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(value.split(','));
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', ','])('refuses %j with a message naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be 'false', a hop count, or a comma-separated list/);
  });
});

describeEachDatabase(
  'HSTS (production)',
  (t) => {
    const health = (remoteAddress: string, proto?: string) =>
      t.app.inject({ url: `${API_PREFIX}/health`, remoteAddress, headers: proto ? { 'x-forwarded-proto': proto } : {} });
    const page = (remoteAddress: string, proto?: string) =>
      t.app.inject({ url: '/no-such-page', remoteAddress, headers: { host: 'localhost', ...(proto ? { 'x-forwarded-proto': proto } : {}) } });

    it('is sent over https only: through a trusted proxy that says https, never over plain http or on a forged header', async () => {
      for (const ask of [health, page]) {
        expect((await ask(PROXY, 'https')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect((await ask(PROXY, 'http')).headers['strict-transport-security']).toBeUndefined();
        expect((await ask(PROXY)).headers['strict-transport-security']).toBeUndefined();
        expect((await ask(CLIENT, 'https')).headers['strict-transport-security']).toBeUndefined();
      }
    });
  },
  { seed: false, env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32), LOG_LEVEL: 'silent', TRUST_PROXY: PROXY } },
);
