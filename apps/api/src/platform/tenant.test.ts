import { describe, expect, it } from 'vitest';
import type { RestaurantRow } from '../db/schema.ts';
import { RestaurantDirectory, hostLookups, hostnameOf } from './tenant.ts';

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

describe('RestaurantDirectory', () => {
  it('does not keep a row read before a change that cleared the cache while the read was under way', async () => {
    // The "paused" row is read; the owner resumes ordering (row changed, cache cleared) before the read returns.
    const rows = [{ id: 'r1', isAcceptingOrders: false }, { id: 'r1', isAcceptingOrders: true }] as unknown as RestaurantRow[];
    let reads = 0;
    let release: () => void = () => {};
    const directory = new RestaurantDirectory(
      {
        bySlug: async () => {
          const row = rows[Math.min(reads, 1)]!;
          reads += 1;
          if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
          return row;
        },
        byCustomDomain: async () => null,
      },
      config,
    );
    const stale = directory.bySlug('golden-fork');
    await Promise.resolve();
    directory.clearLocally();
    release();
    expect((await stale)?.isAcceptingOrders).toBe(false);
    expect((await directory.bySlug('golden-fork'))?.isAcceptingOrders).toBe(true);
    expect(reads).toBe(2);
    // Kept once read after the change.
    expect((await directory.bySlug('golden-fork'))?.isAcceptingOrders).toBe(true);
    expect(reads).toBe(2);
  });

  it('answers the last known restaurant, and the last known miss, of a host seen before while the database is away (stale-if-error)', async () => {
    const golden = { id: 'r1', slug: 'golden-fork' } as unknown as RestaurantRow;
    let away = false;
    let reads = 0;
    const read = async <T>(value: T): Promise<T> => {
      reads += 1;
      if (away) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return value;
    };
    let now = 1_000_000;
    const directory = new RestaurantDirectory({ bySlug: (slug) => read(slug === 'golden-fork' ? golden : null), byCustomDomain: () => read(null) }, config, () => now);
    expect(await directory.byHost('localhost:3000')).toBe(golden);

    away = true;
    const start = now;
    for (const later of [3_000, 31_000, 61_000, 5 * 60_000]) {
      now = start + later;
      expect(await directory.byHost('localhost:3000'), `${later / 1000} s into the outage`).toBe(golden);
    }
    // Not asked again for every request while it is away.
    const readsDuringOutage = reads;
    expect(await directory.byHost('localhost')).toBe(golden);
    expect(reads).toBe(readsDuringOutage);
    // A host never seen has nothing to fall back on; nor has one seen too long ago.
    await expect(directory.byHost('tasca-do-porto.localhost')).rejects.toThrow(/ECONNREFUSED/);
    now = start + 11 * 60_000;
    await expect(directory.byHost('localhost')).rejects.toThrow(/ECONNREFUSED/);
    // A bug is not a database away: it is never hidden behind a stale answer.
    let bug = false;
    const buggy = new RestaurantDirectory(
      { bySlug: async () => (bug ? Promise.reject(new TypeError('x is undefined')) : golden), byCustomDomain: async () => null },
      config,
      () => now,
    );
    expect(await buggy.byHost('localhost')).toBe(golden);
    bug = true;
    now += 60_000;
    await expect(buggy.byHost('localhost')).rejects.toThrow(TypeError);
  });

  it("keeps a restaurant's parts as it keeps restaurants: cached, forgotten by every clear, the last known while the database is away", async () => {
    let now = 1_000_000;
    const directory = new RestaurantDirectory({ bySlug: async () => null, byCustomDomain: async () => null }, config, () => now);
    let reads = 0;
    let away = false;
    let stored = { fee: 250 };
    const load = async () => {
      reads += 1;
      if (away) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return stored;
    };
    expect(await directory.part('fulfilment', 'r1', load)).toEqual({ fee: 250 });
    expect(await directory.part('fulfilment', 'r1', load)).toEqual({ fee: 250 });
    expect(reads).toBe(1);
    // Another restaurant, or another part, is its own entry.
    await directory.part('fulfilment', 'r2', load);
    await directory.part('calendar', 'r1', load);
    expect(reads).toBe(3);
    // A change: the directory's invalidation forgets the parts too.
    stored = { fee: 300 };
    directory.clearLocally();
    expect(await directory.part('fulfilment', 'r1', load)).toEqual({ fee: 300 });
    // Expired while the database is away: the last known part.
    away = true;
    now += 31_000;
    expect(await directory.part('fulfilment', 'r1', load)).toEqual({ fee: 300 });
  });

  it('does not keep a part read before a change that cleared the cache while the read was under way', async () => {
    const directory = new RestaurantDirectory({ bySlug: async () => null, byCustomDomain: async () => null }, config);
    let release: () => void = () => {};
    let value = 'before';
    const stale = directory.part('look', 'r1', async () => {
      const read = value;
      await new Promise<void>((resolve) => (release = resolve));
      return read;
    });
    await Promise.resolve();
    value = 'after';
    directory.clearLocally();
    release();
    expect(await stale).toBe('before');
    expect(await directory.part('look', 'r1', async () => value)).toBe('after');
  });
});
