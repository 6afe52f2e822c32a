// Child process of the order benchmark: the real API on a fresh database (embedded PGlite in a
// temp dir, or a new randomly named PostgreSQL database dropped on exit), a signed-in diner and a
// valid order body, and the bare-order yardstick (apps/api/src/test/bare-order.ts). Prints {url, headers, body, database} as one JSON line, then answers
// { type: 'count' } messages with what the database holds for the bench diner.
// With a third argument 'card' (the payment bench): a local Stripe stand-in is started, the Golden
// Fork connected to an account on it, and the body pays by card (each order makes a Checkout Session).
// BENCH_CAPACITY=1 turns kitchen capacity on (caps high enough never to refuse).
import { buildApp } from '../../apps/api/src/app.ts';
import { registerBareOrderRoute } from '../../apps/api/src/test/bare-order.ts';
import { setCapacity } from '../../apps/api/src/test/capacity.ts';
import { loadStorefront, orderBody, orderLedger } from '../../apps/api/src/test/orders.ts';
import { benchConfig, benchDatabaseKind, freshBenchDatabase } from './bench-database.ts';
import { GOLDEN_FORK_ACCOUNT, WEBHOOK_SECRET, connectRestaurant, startStripeStandIn, stripeEnv } from '../../apps/api/src/test/payments.ts';

const kind = benchDatabaseKind();
const byCard = process.argv[3] === 'card';
const standIn = byCard ? await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET }) : null;
// Tuesday 14:00 in London, running on from there: The Golden Fork is open until 22:30.
const OPEN_AT = Date.parse('2026-06-02T13:00:00Z');
const startedAt = Date.now();

const database = await freshBenchDatabase(kind);

const config = benchConfig({
  // One bench diner places every order: lift the per-diner throttle (default 10 a minute).
  ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
  ...(standIn ? stripeEnv(standIn) : {}),
});
const app = await buildApp(config, { database, clock: () => new Date(OPEN_AT + (Date.now() - startedAt)) });
// The yardstick: the same inserts in one transaction, with nothing else around them.
registerBareOrderRoute(app, database.db, 'probe');
const url = await app.listen({ port: 0, host: '127.0.0.1' });

const host = 'localhost';
// BENCH_CAPACITY=1: kitchen capacity on, caps too high to refuse (each order counts and takes its slot).
if (process.env.BENCH_CAPACITY === '1') await setCapacity(app, database.db, { pickup: { maxOrdersPerSlot: 1_000_000 }, delivery: { maxOrdersPerSlot: 1_000_000, maxItemsPerSlot: 1_000_000 } });
if (standIn) await connectRestaurant(app, database.db, 'golden-fork', GOLDEN_FORK_ACCOUNT, standIn);
const register = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/register',
  headers: { host },
  payload: { name: 'Bench Diner', email: `bench-${Date.now()}@example.com`, password: 'Bench#2026' },
});
if (register.statusCode !== 201) throw new Error(`register: ${register.statusCode} ${register.body}`);
const { accessToken, user } = (register.json() as { data: { accessToken: string; user: { _id: string } } }).data;

const store = await loadStorefront(app, host);
const body = orderBody(store, {
  lines: [
    { product: store.byName('Margherita'), quantity: 2, choose: ['Large 12"', 'Pepperoni'] },
    { product: store.byName('Coca-Cola') },
  ],
  ...(byCard ? { paymentMethod: 'Online Payment' } : {}),
});
const headers = { host, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
const probe = await app.inject({ method: 'POST', url: '/api/v1/orders', headers: { ...headers, 'idempotency-key': 'probe' }, payload: body });
if (probe.statusCode !== 201) throw new Error(`probe order: ${probe.statusCode} ${probe.body}`);

process.stdout.write(`${JSON.stringify({ url, headers, body, database: database.kind })}\n`);

process.on('message', async (message: { type: string }) => {
  if (message.type === 'count') process.send!({ ...(await orderLedger(database.db, user._id)), sessions: standIn?.sessions.size ?? 0 });
});

const stop = async () => {
  await app.close(); // closes the database too, which deletes or drops it
  await standIn?.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
