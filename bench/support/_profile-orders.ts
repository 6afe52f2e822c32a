import { randomUUID } from 'node:crypto';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createTestDatabase } from '../../apps/api/src/test/test-db.ts';
import { loadStorefront, orderBody } from '../../apps/api/src/modules/orders/testing.ts';

const database = await createTestDatabase('pglite', 'demo');
const app = await buildApp(loadConfig({ NODE_ENV: 'test', WEB_MODE: 'off', LOG_LEVEL: 'silent' }), { database, clock: () => new Date('2026-06-02T13:00:00Z') });
const host = 'localhost';
const reg = await app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { host }, payload: { name: 'P', email: `p${Date.now()}@example.com`, password: 'Bench#2026' } });
const token = reg.json().data.accessToken;
const store = await loadStorefront(app, host);
const body = orderBody(store, { lines: [{ product: store.byName('Margherita'), quantity: 2, choose: ['Large 12"', 'Pepperoni'] }, { product: store.byName('Coca-Cola') }] });
const headers = { host, authorization: `Bearer ${token}` };
const time = async (label: string, n: number, fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label, ((performance.now() - t0) / n).toFixed(2), 'ms');
};
await time('GET /users/me', 50, () => app.inject({ url: '/api/v1/users/me', headers }));
await time('GET /products', 50, () => app.inject({ url: '/api/v1/products?limit=200', headers: { host } }));
await time('POST /orders', 100, async () => {
  const r = await app.inject({ method: 'POST', url: '/api/v1/orders', headers: { ...headers, 'idempotency-key': randomUUID() }, payload: body });
  if (r.statusCode !== 201) throw new Error(r.body);
});
await time('POST /orders invalid phone', 50, () => app.inject({ method: 'POST', url: '/api/v1/orders', headers: { ...headers, 'idempotency-key': randomUUID() }, payload: { ...body, contactPhone: 'x' } }));
await app.close();
