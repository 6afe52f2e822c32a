// Child process of the capacity benchmark: the real API, listening, on a fresh database of the kind
// named by argv[2]; The Golden Fork with pickup slots capped at CAP orders; ORDERS pickup orders sent
// at once over HTTP, spread over SLOTS slots; prints one JSON line: acknowledged, refused, other
// answers, and per slot how many are stored against the cap.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../apps/api/src/app.ts';
import { registerDiner } from '../../apps/api/src/test/auth.ts';
import { setCapacity, slotStores } from '../../apps/api/src/test/capacity.ts';
import { loadStorefront, orderBody } from '../../apps/api/src/test/orders.ts';
import { benchConfig, benchDatabaseKind, freshBenchDatabase } from './bench-database.ts';

const ORDERS = Number(process.env.BENCH_CAPACITY_ORDERS ?? 200);
const SLOTS = 10;
const CAP = Number(process.env.BENCH_CAPACITY_CAP ?? 10);
// Tuesday 14:00 in London: The Golden Fork is open until 22:30; the slots from 18:00 (BST).
const OPEN_AT = new Date('2026-06-02T13:00:00Z');
const FIRST_SLOT = Date.parse('2026-06-02T17:00:00Z');

const kind = benchDatabaseKind();
const database = await freshBenchDatabase(kind);
const app = await buildApp(benchConfig({ ORDER_RATE_LIMIT_PER_MINUTE: '1000000' }), { database, clock: () => OPEN_AT });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  await setCapacity(app, database.db, { slotMinutes: 15, pickup: { maxOrdersPerSlot: CAP } });
  const store = await loadStorefront(app, 'localhost');
  // A few diners, as a rush is (each order its own key).
  const diners = await Promise.all(Array.from({ length: 5 }, () => registerDiner(app)));
  const slots = Array.from({ length: SLOTS }, (_, i) => new Date(FIRST_SLOT + i * 15 * 60_000).toISOString());
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: ORDERS }, async (_, i) => {
      const body = orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt: slots[i % SLOTS]! });
      const res = await fetch(`${url}/api/v1/orders`, {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...diners[i % diners.length]!.headers },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { code?: string };
      return { status: res.status, code: answer.code ?? null };
    }),
  );
  const ms = performance.now() - started;
  const stored = await slotStores(database.db, slots);
  process.stdout.write(
    `${JSON.stringify({
      database: kind,
      ms,
      acknowledged: answers.filter((a) => a.status === 201).length,
      refused: answers.filter((a) => a.status === 409 && a.code === 'SLOT_FULL').length,
      other: answers.filter((a) => a.status !== 201 && !(a.status === 409 && a.code === 'SLOT_FULL')).map((a) => `${a.status} ${a.code}`),
      stored,
      cap: CAP,
    })}\n`,
  );
} finally {
  await app.close();
}
