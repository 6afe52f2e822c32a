import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema } from '@platter/domain';
import { API_PREFIX } from '../../../app.ts';
import { registerDiner } from '../../../test/auth.ts';
import { describeEachDatabase } from '../../../test/test-app.ts';
import { loadStorefront, orderBody, type Storefront } from '../../../test/orders.ts';

const HOST = 'localhost';
const now = new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'POST /orders is throttled per diner (ORDER_RATE_LIMIT_PER_MINUTE, default 10)',
  (t) => {
    let gf: Storefront;
    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
    });

    it('answers 429 to 40 rapid orders beyond the tenth, and lets another diner order meanwhile', async () => {
      const diner = await registerDiner(t.app);
      const payload = orderBody(gf, { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' });
      const place = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/orders`,
          headers: { host: HOST, 'idempotency-key': randomUUID(), ...headers },
          payload,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await place(diner.headers)).statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);

      const refused = await place(diner.headers);
      expect(refused.statusCode).toBe(429);
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 1 minute.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const other = await registerDiner(t.app);
      expect((await place(other.headers)).statusCode).toBe(201);
    });
  },
  { clock: () => now },
);
