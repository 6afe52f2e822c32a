// Order benchmark (issue "Checkout: ... server-authoritative order placement"):
// POST /api/v1/orders (2 lines with options, delivery, cash) under autocannon, each request with
// its own Idempotency-Key, on the embedded database and on PostgreSQL. After each run the
// database is checked: every request succeeded, one order row per successful answer, no key twice.
// BENCH_CPU_PROF=<dir> writes the API process's CPU profiles there (node --cpu-prof).
// PostgreSQL: BENCH_DATABASE_URL (an admin URL; a fresh random database is made and dropped),
// default postgres://postgres@127.0.0.1:5432/postgres; skipped with a note when unreachable.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 4000);

/**
 * Requests answered per second of the run's wall-clock time. Not autocannon's `requests.average`:
 * that averages one-second samples, and a run of a fixed number of requests ends in a partial
 * second counted as a whole one (a run of 6.2 s reads as 6 or 7 samples, 2,000 orders as 333 or 286/s).
 */
function perSecond(result: autocannon.Result): number {
  return result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000);
}
const WARMUP = Math.min(200, ORDERS);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Issue 14's budgets: orders per second, and the share of the bare inserts' rate on PostgreSQL. */
const GOALS = { pglite: 100, postgres: 300 } as const;
const RATIO_GOAL = 0.5;

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
  kind: 'pglite' | 'postgres';
  /** The bare route's rate: the same inserts in one transaction, nothing else. */
  bareRps: number;
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
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
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
    const fire = (amount: number, routePath = '/api/v1/orders') =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        amount,
        requests: [
          {
            method: 'POST',
            path: routePath,
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
    // The yardstick after the real run (its rows are not counted: they are copies, keyed anew).
    await fire(WARMUP, '/bench/bare-order');
    const bare = await fire(ORDERS, '/bench/bare-order');
    if (bare['2xx'] !== ORDERS) throw new Error(`bare route: ${bare['2xx']} of ${ORDERS} succeeded`);
    return {
      database: server.database,
      kind,
      bareRps: perSecond(bare),
      rps: perSecond(result),
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
// BENCH_ORDERS_DATABASES=postgres (or pglite) runs one of the two.
const KINDS = (['pglite', 'postgres'] as const).filter((kind) => (process.env.BENCH_ORDERS_DATABASES ?? 'pglite,postgres').split(',').includes(kind));
for (const kind of KINDS) {
  const result = await run(kind);
  if (typeof result === 'string') console.log(`Skipped ${result}`);
  else rows.push(result);
}

console.log(
  `Order benchmark: POST /api/v1/orders, 2 lines with options, ${ORDERS} orders, ${CONNECTIONS} connections, a new Idempotency-Key each; ` +
    `then the bare inserts (apps/api/src/test/bare-order.ts); load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
);
let bad = false;
for (const r of rows) {
  const consistent = r.failed === 0 && r.rows === r.ok && r.ok === ORDERS && r.duplicatedKeys === 0 && r.duplicatedNumbers === 0;
  bad ||= !consistent;
  const ratio = r.rps / r.bareRps;
  const goals =
    `goal ${GOALS[r.kind]}/s ${r.rps >= GOALS[r.kind] ? 'met' : 'MISSED'}` +
    (r.kind === 'postgres' ? `, ratio goal ${RATIO_GOAL} ${ratio >= RATIO_GOAL ? 'met' : 'MISSED'}` : '');
  console.log(
    `  ${r.database.padEnd(8)} ${r.rps.toFixed(0).padStart(5)} orders/s, p50 ${r.p50} ms, p99 ${r.p99} ms; ` +
      `bare inserts ${r.bareRps.toFixed(0)}/s, ratio ${ratio.toFixed(2)} (${goals}); ` +
      `${r.ok} ok, ${r.failed} failed; ${r.rows} rows stored, ${r.duplicatedKeys} keys twice, ${r.duplicatedNumbers} numbers twice` +
      (consistent ? '' : '  <-- INCONSISTENT'),
  );
}
if (bad) {
  console.error('Failed: every request must succeed and store exactly one order.');
  process.exitCode = 1;
}
