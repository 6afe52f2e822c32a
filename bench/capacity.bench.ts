// Capacity benchmark (issue 28): 200 orders at once for 10 pickup slots capped at 10 orders each,
// over HTTP to the real API, on the embedded database and on PostgreSQL. Reports acknowledged,
// refused (409 SLOT_FULL) and oversold (orders stored beyond a slot's cap), which must be 0; every
// answer must be one of the two. BENCH_CAPACITY_ORDERS and BENCH_CAPACITY_CAP change the figures.
import { fork } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Result {
  skipped?: string;
  database: string;
  ms: number;
  acknowledged: number;
  refused: number;
  other: string[];
  stored: number[];
  cap: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

function run(kind: 'pglite' | 'postgres'): Promise<Result> {
  const child = fork(path.join(here, 'support/capacity-run.ts'), [kind], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: process.env });
  return new Promise<Result>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`capacity run (${kind}) exited (${code}) without a result`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Result));
  }).finally(() => child.kill('SIGTERM'));
}

let bad = false;
const KINDS = (['pglite', 'postgres'] as const).filter((kind) => (process.env.BENCH_CAPACITY_DATABASES ?? 'pglite,postgres').split(',').includes(kind));
for (const kind of KINDS) {
  const r = await run(kind);
  if (r.skipped) {
    console.log(`Skipped ${r.skipped}`);
    continue;
  }
  const oversold = r.stored.reduce((sum, n) => sum + Math.max(0, n - r.cap), 0);
  const places = r.stored.length * r.cap;
  const ok = oversold === 0 && r.other.length === 0 && r.acknowledged === r.stored.reduce((a, b) => a + b, 0) && r.acknowledged === Math.min(places, r.acknowledged + r.refused);
  bad ||= !ok;
  console.log(
    `Capacity benchmark (${r.database}): ${r.acknowledged + r.refused + r.other.length} orders at once for ${r.stored.length} slots of ${r.cap} in ${r.ms.toFixed(0)} ms: ` +
      `acknowledged ${r.acknowledged}, refused ${r.refused}, oversold ${oversold}; stored per slot ${r.stored.join(' ')}` +
      (r.other.length ? `; other answers: ${r.other.join(', ')}` : '') +
      (ok ? '' : '  <-- FAILED'),
  );
}
if (bad) {
  console.error('Failed: no slot may hold more than its cap, and every order must be acknowledged or refused with SLOT_FULL.');
  process.exitCode = 1;
}
