// Realtime benchmark (issue "live order status"): 5,000 connected diner sockets on one API
// process, one status change per second per 100 diners, fan-out latency from the API call to the
// diner's `order_status_updated`, p50 and p99 (goal p99 ≤ 100 ms), reported with the machine's load.
//
// The API runs alone in a child process (support/realtime-server.ts: buildApp as server.ts builds
// it, NODE_ENV=production) on a throwaway database: PostgreSQL when reachable (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/postgres; a new database, dropped at the end), else
// PGlite. This process holds every client socket (plus the owner's staff-board socket) and sends
// the changes as the owner through PATCH /api/v1/staff/orders/{id}/status, so the start of each
// call and the arrival of its event are read on one clock.
//
// Fails (exit 1) only when something is broken: a socket that did not connect or dropped, a
// PATCH that was not 200, an event missing, duplicated or delivered to the wrong diner. Missing
// the latency goal is reported, not failed: it depends on the machine and its load.
//
// Knobs: BENCH_DINERS (5000), BENCH_RATE (changes/s, default one per 100 diners), BENCH_DURATION
// (s, 30), BENCH_CONNECT_BATCH (handshakes at a time, 100), BENCH_DATABASE (auto|postgres|pglite),
// BENCH_CPU_PROF (a directory: profile the API process).
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { EventLedger, connectAll, type Connected } from './support/realtime-clients.ts';
import { drive, schedule, staffClient, type StaffClient } from './support/realtime-driver.ts';
import { cores, loadavg, mark, ms, pct, percentile, since } from './support/machine.ts';
import { WORKFLOW, type ParentMessage, type ServerMessage, type ServerReady, type ServerStats } from './support/realtime-protocol.ts';

const DINERS = Number(process.env.BENCH_DINERS ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? DINERS / 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 100);
const DATABASE = process.env.BENCH_DATABASE ?? 'auto';
const GOAL_P99_MS = 100;
const IDLE_S = 5;
const CHANGES = Math.round(RATE * DURATION_S);
/** Enough orders that each walks its whole workflow once. */
const ORDERS = Math.ceil(CHANGES / Math.min(...Object.values(WORKFLOW).map((w) => w.length)));
if (ORDERS > DINERS) throw new Error(`${CHANGES} changes need ${ORDERS} orders, one per diner, but there are only ${DINERS} diners.`);

const here = path.dirname(fileURLToPath(import.meta.url));
const loadAtStart = os.loadavg();
const child = fork(path.join(here, 'support/realtime-server.ts'), [DATABASE, String(DINERS), String(ORDERS)], {
  // BENCH_CPU_PROF=dir: a V8 CPU profile of the API process, written there when it exits.
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
const tell = (message: ParentMessage) => child.send(message);

function next<T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    child.on('message', onMessage);
    void exited.then((code) => reject(new Error(`the API process exited (${code}) before its ${type}`)));
  });
}
const serverStats = async (): Promise<ServerStats> => {
  const answer = next('stats');
  tell({ type: 'stats' });
  return (await answer).stats;
};

/** Stops the API (which drops or deletes its database); kills it, and drops a PostgreSQL database by hand, if it hangs. */
async function stopServer(ready: ServerReady | null): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 20_000).unref());
  if ((await Promise.race([exited, timer])) !== 'hung') return;
  child.kill('SIGKILL');
  if (ready?.database === 'postgres' && ready.databaseName) {
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${ready.databaseName}" WITH (FORCE)`).finally(() => admin.end());
    console.error(`The API process hung on close: killed it and dropped ${ready.databaseName}.`);
  }
}

let ready: ServerReady | null = null;
let clients: Connected | null = null;
let staff: StaffClient | null = null;
const problems: string[] = [];
try {
  ready = await next('ready');
  const origin = ready.url;
  const ledger = new EventLedger(ready.orders);

  // 1. Connect: every diner's socket joined to its room, and the staff board.
  tell({ type: 'window' });
  const connecting = mark();
  clients = await connectAll(origin, ready.host, ready.diners, ready.ownerToken, ledger, BATCH);
  const connectTime = since(connecting);
  const afterConnect = await serverStats();

  // 2. Idle: what holding the sockets costs (pings every 25 s each), after the handshakes' garbage went.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  tell({ type: 'window' });
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  const idle = await serverStats();

  // 3. Changes at RATE per second for DURATION_S, measured.
  staff = staffClient(origin, ready.host, ready.ownerToken);
  const steps = schedule(ready.orders, CHANGES);
  tell({ type: 'window' });
  const running = mark();
  const driven = await drive(steps, RATE, staff, ledger);
  const server = await serverStats();
  const client = since(running);
  const loadAtEnd = os.loadavg();
  await ledger.settle(5000);

  // 4. What arrived.
  const changes = ledger.changes;
  const ok = changes.filter((c) => c.httpStatus === 200);
  const fanout = ok.flatMap((c) => (c.dinerAt === null ? [] : [c.dinerAt - c.sentAt]));
  const toStaff = ok.flatMap((c) => (c.staffAt === null ? [] : [c.staffAt - c.sentAt]));
  const http = ok.map((c) => c.httpMs ?? Number.NaN);
  // The split at the server's publish (after the commit and the emit), on the shared wall clock.
  const publishedAt = new Map(server.published.map((p) => [`${p.orderId}|${p.status}`, p.at]));
  const toCommit: number[] = [];
  const afterCommit: number[] = [];
  for (const c of ok) {
    const at = publishedAt.get(`${c.orderId}|${c.status}`);
    if (at === undefined || c.dinerAt === null) continue;
    toCommit.push(at - (performance.timeOrigin + c.sentAt));
    afterCommit.push(performance.timeOrigin + c.dinerAt - at);
  }
  const beforeAnswer = ok.filter((c) => c.dinerAt !== null && c.dinerAt < c.sentAt + (c.httpMs ?? 0)).length;
  const missing = ok.length - fanout.length;
  const staffMissing = ok.length - toStaff.length;
  const dropped = clients.dropped();
  const p99 = percentile(fanout, 99);
  const sockets = ready.diners.length + 1;

  console.log(
    `Realtime benchmark: ${ready.diners.length} diner sockets + 1 staff socket on one API process (${ready.database}${ready.note ? `; ${ready.note}` : ''}), ` +
      `${RATE} status changes/s (1 per ${Math.round(ready.diners.length / RATE)} diners) for ${DURATION_S} s over ${ready.orders.length} orders`,
  );
  console.log(
    `  machine      ${cores()} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB; load average (1/5/15 min) ${loadavg(loadAtStart)} at start, ` +
      `${loadavg(running.loadavg)} before the changes, ${loadavg(loadAtEnd)} after`,
  );
  console.log(
    `  connect      ${sockets} sockets joined in ${(connectTime.wallMs / 1000).toFixed(1)} s (${(sockets / (connectTime.wallMs / 1000)).toFixed(0)}/s, ${BATCH} at a time); ` +
      `server ${(afterConnect.cpuMs / sockets).toFixed(2)} ms CPU per handshake, RSS ${afterConnect.rssMb.toFixed(0)} MB holding them`,
  );
  console.log(
    `  PATCH        ${changes.length} sent, ${ok.length} answered 200; HTTP p50 ${ms(percentile(http, 50))}, p99 ${ms(percentile(http, 99))}, max ${ms(Math.max(...http))}` +
      `; ${driven.late} sends >5 ms late (max ${ms(driven.maxLateMs)})`,
  );
  console.log(
    `  diner events ${ok.length} expected, ${fanout.length} received, ${missing} missing, ${ledger.duplicates} duplicated, ` +
      `${ledger.foreign} to another diner, ${ledger.unexpected} unexpected; ${dropped} sockets dropped`,
  );
  console.log(
    `  fan-out      API call → diner event: p50 ${ms(percentile(fanout, 50))}, p95 ${ms(percentile(fanout, 95))}, p99 ${ms(p99)}, max ${ms(Math.max(...fanout))}` +
      ` (goal p99 ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'MISSED'}); ${pct(beforeAnswer / Math.max(1, ok.length))} arrived before the HTTP answer`,
  );
  console.log(
    `  split        API call → commit and emit: p50 ${ms(percentile(toCommit, 50))}, p99 ${ms(percentile(toCommit, 99))}; ` +
      `emit → diner socket: p50 ${ms(percentile(afterCommit, 50))}, p99 ${ms(percentile(afterCommit, 99))}, max ${ms(Math.max(...afterCommit))}`,
  );
  console.log(`  staff board  ${toStaff.length}/${ok.length} received; p50 ${ms(percentile(toStaff, 50))}, p99 ${ms(percentile(toStaff, 99))}`);
  const perChangeMs = (server.cpuMs - (idle.cpuMs / idle.wallMs) * server.wallMs) / changes.length;
  console.log(
    `  API process  idle with ${sockets} sockets ${pct(idle.cpuMs / idle.wallMs)} of a core; during the run ${pct(server.cpuMs / server.wallMs)} ` +
      `(≈ ${perChangeMs.toFixed(1)} ms CPU per change above idle), event loop ${pct(server.eventLoopUtilization)} busy ` +
      `(delay p99 ${ms(server.loopDelayP99Ms)}, max ${ms(server.loopDelayMaxMs)}); RSS ${server.rssMb.toFixed(0)} MB, heap ${server.heapUsedMb.toFixed(0)} MB; ` +
      `${server.engineClients} connections held at the end`,
  );
  console.log(
    `  client       ${pct(client.processCores)} of a core, event loop ${pct(client.eventLoopUtilization)} busy; ` +
      `machine ${pct(client.machineBusy)} busy over all ${cores()} cores during the run (every process, the database too)`,
  );

  if (changes.length !== CHANGES || ok.length !== changes.length) problems.push(`${changes.length - ok.length} PATCH calls did not answer 200`);
  if (missing > 0 || staffMissing > 0) problems.push(`${missing} diner events and ${staffMissing} staff events missing`);
  if (ledger.foreign > 0) problems.push(`${ledger.foreign} events reached another diner's socket`);
  if (ledger.duplicates > 0 || ledger.unexpected > 0 || ledger.staffUnexpected > 0) problems.push('duplicated or unexpected events');
  if (dropped > 0 || server.engineClients !== sockets) problems.push(`${dropped} sockets dropped; the server holds ${server.engineClients} of ${sockets}`);
} catch (err) {
  problems.push((err as Error).message);
} finally {
  clients?.close();
  staff?.close();
  await stopServer(ready);
}
if (problems.length > 0) {
  console.error(`Failed: ${problems.join('; ')}.`);
  process.exitCode = 1;
}
