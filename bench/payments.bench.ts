// Payment benchmark (issue 25): POST /api/v1/orders paid by card, each answer carrying a Stripe
// Checkout Session made on a local stand-in (apps/api/src/test/stripe-stand-in/) over real HTTP:
// placing-with-session per second, on the embedded database and on PostgreSQL. After each run:
// every request succeeded, one order and one session per answer, no key twice. The stand-in
// answers at once, so this measures our side (the SDK call, the order write), not Stripe's.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ORDERS = Number(process.env.BENCH_PAYMENT_ORDERS ?? 1000);
const WARMUP = Math.min(100, ORDERS);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Server {
  skipped?: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  database: string;
}
interface Counts {
  orders: number;
  duplicatedKeys: number;
  sessions: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

function perSecond(result: autocannon.Result): number {
  return result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000);
}

async function run(kind: 'pglite' | 'postgres') {
  const child = fork(path.join(here, 'support/orders-server.ts'), [kind, 'card'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: process.env,
  });
  try {
    const server = await new Promise<Server>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`payments server (${kind}) exited (${code})`)));
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Server));
    });
    if (server.skipped) return server.skipped;
    const count = () =>
      new Promise<Counts>((resolve) => {
        child.once('message', (m) => resolve(m as Counts));
        child.send({ type: 'count' });
      });
    const fire = (amount: number) =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        amount,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/orders',
            headers: server.headers,
            body: JSON.stringify(server.body),
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
          },
        ],
      });
    await fire(WARMUP);
    const before = await count();
    const result = await fire(ORDERS);
    const after = await count();
    return {
      database: server.database,
      rps: perSecond(result),
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result['2xx'],
      failed: result.non2xx + result.errors + result.timeouts,
      rows: after.orders - before.orders,
      sessions: after.sessions - before.sessions,
      duplicatedKeys: after.duplicatedKeys,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

console.log(
  `Payment benchmark: POST /api/v1/orders paid by card (a Checkout Session on the Stripe stand-in each), 2 lines with options, ${ORDERS} orders, ` +
    `${CONNECTIONS} connections; load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
);
let bad = false;
const KINDS = (['pglite', 'postgres'] as const).filter((kind) => (process.env.BENCH_ORDERS_DATABASES ?? 'pglite,postgres').split(',').includes(kind));
for (const kind of KINDS) {
  const r = await run(kind);
  if (typeof r === 'string') {
    console.log(`  Skipped ${r}`);
    continue;
  }
  const consistent = r.failed === 0 && r.ok === ORDERS && r.rows === r.ok && r.sessions === r.ok && r.duplicatedKeys === 0;
  bad ||= !consistent;
  console.log(
    `  ${r.database.padEnd(8)} ${r.rps.toFixed(0).padStart(5)} card orders/s, p50 ${r.p50} ms, p99 ${r.p99} ms; ` +
      `${r.ok} ok, ${r.failed} failed; ${r.rows} orders and ${r.sessions} sessions made, ${r.duplicatedKeys} keys twice` +
      (consistent ? '' : '  <-- INCONSISTENT'),
  );
}
if (bad) process.exitCode = 1;
