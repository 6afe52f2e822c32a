import { describe, expect, it } from 'vitest';
import { hostLookups, hostnameOf } from './tenant.ts';

const config = { BASE_DOMAIN: 'localhost', DEV_RESTAURANT_SLUG: 'golden-fork' };

describe('hostnameOf', () => {
  it('lowercases and strips ports, brackets and a trailing dot', () => {
    expect(hostnameOf('Example.COM:3000')).toBe('example.com');
    expect(hostnameOf('example.com.')).toBe('example.com');
    expect(hostnameOf('[::1]:3000')).toBe('::1');
    expect(hostnameOf('127.0.0.1:80')).toBe('127.0.0.1');
    expect(hostnameOf(undefined)).toBe('');
  });
});

describe('hostLookups', () => {
  it('tries the custom domain first, then the subdomain slug, then the dev slug on local hosts', () => {
    expect(hostLookups('tasca-do-porto.localhost', config)).toEqual([
      { by: 'domain', host: 'tasca-do-porto.localhost' },
      { by: 'slug', slug: 'tasca-do-porto' },
    ]);
    expect(hostLookups('localhost', config)).toEqual([
      { by: 'domain', host: 'localhost' },
      { by: 'slug', slug: 'golden-fork' },
    ]);
    expect(hostLookups('10.0.0.7', config)).toContainEqual({ by: 'slug', slug: 'golden-fork' });
    expect(hostLookups('goldenfork.example', config)).toEqual([{ by: 'domain', host: 'goldenfork.example' }]);
    expect(hostLookups('a.b.localhost', config)).toEqual([{ by: 'domain', host: 'a.b.localhost' }]);
    expect(hostLookups('', config)).toEqual([]);
  });

  it('uses the configured base domain', () => {
    const platter = { BASE_DOMAIN: 'platter.app', DEV_RESTAURANT_SLUG: 'golden-fork' };
    expect(hostLookups('tasca-do-porto.platter.app', platter)).toContainEqual({ by: 'slug', slug: 'tasca-do-porto' });
    expect(hostLookups('platter.app', platter)).toEqual([{ by: 'domain', host: 'platter.app' }]);
  });
});
