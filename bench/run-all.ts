// `npm run bench`: every benchmark in bench/ (each *.bench.ts) in turn, one at a time (they
// measure, so they never share the machine with each other), each printing its own table; then
// which ones failed. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();

const outcomes: string[] = [];
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], { cwd: here, stdio: 'inherit', env: process.env });
  const took = `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const ok = run.status === 0;
  if (!ok) failed += 1;
  outcomes.push(`${file.replace('.bench.ts', '')} ${ok ? 'ok' : `FAILED (${run.status ?? run.signal})`} in ${took}`);
}
console.log(`\nBenchmarks: ${outcomes.join('; ')}`);
if (failed > 0) process.exitCode = 1;
