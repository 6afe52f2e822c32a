import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
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

  it('throws an error naming the variable for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ WEB_MODE: 'spa' })).toThrow(/WEB_MODE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
