// Order benchmark (issue "Checkout: ... server-authoritative order placement"):
// POST /api/v1/orders (2 lines with options, delivery, cash) under autocannon, each request with
// its own Idempotency-Key, on the embedded database and on PostgreSQL. After each run the
// database is checked: every request succeeded, one order row per successful answer, no key twice.
// PostgreSQL: BENCH_DATABASE_URL (an admin URL; a fresh random database is made and dropped),
// default postgres://postgres@127.0.0.1:5432/postgres; skipped with a note when unreachable.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const WARMUP = Math.min(200, ORDERS);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

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
  duplicatedNumbers: number;
}
interface Row {
  database: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  rows: number;
  duplicatedKeys: number;
  duplicatedNumbers: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

async function run(kind: 'pglite' | 'postgres'): Promise<Row | string> {
  const child = fork(path.join(here, 'support/orders-server.ts'), [kind], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: process.env,
  });
  try {
    const server = await new Promise<Server>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`orders server (${kind}) exited (${code})`)));
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
            // A new order each time: its own key.
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
          },
        ],
      });

    await fire(WARMUP);
    const before = await count();
    const result = await fire(ORDERS);
    const after = await count();
    const ok = result['2xx'];
    return {
      database: server.database,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok,
      failed: result.non2xx + result.errors + result.timeouts,
      rows: after.orders - before.orders,
      duplicatedKeys: after.duplicatedKeys,
      duplicatedNumbers: after.duplicatedNumbers,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const rows: Row[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  const result = await run(kind);
  if (typeof result === 'string') console.log(`Skipped ${result}`);
  else rows.push(result);
}

console.log(`Order benchmark: POST /api/v1/orders, 2 lines with options, ${ORDERS} orders, ${CONNECTIONS} connections, a new Idempotency-Key each`);
let bad = false;
for (const r of rows) {
  const consistent = r.failed === 0 && r.rows === r.ok && r.ok === ORDERS && r.duplicatedKeys === 0 && r.duplicatedNumbers === 0;
  bad ||= !consistent;
  console.log(
    `  ${r.database.padEnd(8)} ${r.rps.toFixed(0).padStart(5)} orders/s, p50 ${r.p50} ms, p99 ${r.p99} ms; ` +
      `${r.ok} ok, ${r.failed} failed; ${r.rows} rows stored, ${r.duplicatedKeys} keys twice, ${r.duplicatedNumbers} numbers twice` +
      (consistent ? '' : '  <-- INCONSISTENT'),
  );
}
if (bad) {
  console.error('Failed: every request must succeed and store exactly one order.');
  process.exitCode = 1;
}
