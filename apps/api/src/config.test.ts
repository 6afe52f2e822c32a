import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, loadConfig } from './config.ts';
import { API_ROOT } from './paths.ts';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: resolve(process.cwd(), 'data'),
      DATABASE_URL: undefined,
      BASE_DOMAIN: 'localhost',
      DEV_RESTAURANT_SLUG: 'golden-fork',
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      WEB_MODE: 'build',
    });
    expect(config.WEB_BUILD_DIR).toBe(resolve(API_ROOT, '../web/build'));
    expect(config.WEB_BUILD_DIR.endsWith('/apps/web/build')).toBe(true);
  });

  it('does not seed in production unless asked, and is silent in tests', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...secret }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
  });

  it('reads and normalises values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/platter',
      BASE_DOMAIN: '.Platter.Example.',
      DATA_DIR: '/var/lib/platter',
      WEB_MODE: 'off',
      SEED_DEMO: '',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@db:5432/platter',
      BASE_DOMAIN: 'platter.example',
      DATA_DIR: '/var/lib/platter',
      WEB_MODE: 'off',
      SEED_DEMO: true,
    });
  });

  it('lets the tenant import fetch photos from private addresses only when told to', () => {
    expect(loadConfig({}).TENANT_PHOTO_FETCH_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig({ TENANT_PHOTO_FETCH_ALLOW_PRIVATE: 'true' }).TENANT_PHOTO_FETCH_ALLOW_PRIVATE).toBe(true);
    expect(() => loadConfig({ TENANT_PHOTO_FETCH_ALLOW_PRIVATE: 'sometimes' })).toThrow(/TENANT_PHOTO_FETCH_ALLOW_PRIVATE/);
  });

  it('throws an error naming the variable for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ WEB_MODE: 'spa' })).toThrow(/WEB_MODE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('requires JWT_SECRET in production, and never echoes a secret in its complaint', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/);
    expect(loadConfig({}).JWT_SECRET).toBe(DEV_JWT_SECRET);
    const short = 'tooshort-secret-value';
    let message = '';
    try {
      loadConfig({ JWT_SECRET: short });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/JWT_SECRET: must be at least 32 characters \(value hidden\)/);
    expect(message).not.toContain(short);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ PHOTON_URL: 'not a url' })).toThrow(/PHOTON_URL/);
  });

  it('refuses CLOCK_OFFSET_MS in production unless ALLOW_CLOCK_OFFSET=true, naming both variables', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...production, CLOCK_OFFSET_MS: '86400000' })).toThrow(
      /CLOCK_OFFSET_MS: is refused in production.*ALLOW_CLOCK_OFFSET=true/,
    );
    expect(() => loadConfig({ ...production, CLOCK_OFFSET_MS: '-60000', ALLOW_CLOCK_OFFSET: 'false' })).toThrow(/CLOCK_OFFSET_MS/);
    expect(loadConfig({ ...production, CLOCK_OFFSET_MS: '86400000', ALLOW_CLOCK_OFFSET: 'true' }).CLOCK_OFFSET_MS).toBe(86_400_000);
    // Real time needs no permission, and development and tests may travel freely.
    expect(loadConfig({ ...production, CLOCK_OFFSET_MS: '0' }).CLOCK_OFFSET_MS).toBe(0);
    expect(loadConfig({ CLOCK_OFFSET_MS: '86400000' }).CLOCK_OFFSET_MS).toBe(86_400_000);
    expect(loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_MS: '86400000' }).CLOCK_OFFSET_MS).toBe(86_400_000);
    expect(() => loadConfig({ ALLOW_CLOCK_OFFSET: 'sure' })).toThrow(/ALLOW_CLOCK_OFFSET: must be 'true' or 'false'/);
  });

  it('has account and address-search defaults', () => {
    expect(loadConfig({})).toMatchObject({
      ACCESS_TOKEN_TTL_MINUTES: 15,
      REFRESH_TOKEN_TTL_DAYS: 30,
      REDIS_URL: undefined,
      REDIS_KEY_PREFIX: 'platter:',
      AUTH_RATE_LIMIT_MAX: 100,
      GOOGLE_MAPS_API_KEY: undefined,
      GOOGLE_PLACES_URL: 'https://places.googleapis.com',
      PHOTON_URL: undefined,
    });
    expect(loadConfig({ PHOTON_URL: 'https://photon.komoot.io/', REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({
      PHOTON_URL: 'https://photon.komoot.io',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
  });
});
