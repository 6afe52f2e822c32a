// `npx tsx bench/server-start.ts [--runs N] [--data empty|seeded|both] [--server FILE[,FILE2...]]`: what one start
// of the production server (`node apps/api/dist/server.js`, as the journeys spawn it in
// e2e/support/server.ts) costs until GET /api/v1/health answers 200: the child's CPU time
// (utime + stime of /proc/<pid>/stat, every thread included) and the wall time, median of N runs.
// `empty` starts on an empty DATA_DIR (PGlite migrates and the demo is seeded, which dominates);
// `seeded` on a copy of a data folder one start already migrated and seeded and a SIGTERM stopped
// cleanly, as most journeys start (E2E_SEEDED_DATA_DIR, make-seeded-template.ts). Several servers
// (builds kept in folders under apps/api, e.g. a copy of dist/ before a change) are started in turn
// within each run, so a busy machine weighs on each alike. Linux only (/proc).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, spawnServer, waitUntilHealthy } from '../e2e/support/server-process.ts';

const flag = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(`--${name}`);
  return (at > 0 ? process.argv[at + 1] : undefined) || fallback;
};
const runs = Number(flag('runs', '5'));
const data = flag('data', 'both');
const servers = flag('server', 'apps/api/dist/server.js')
  .split(',')
  .map((file) => path.resolve(repoRoot, file));
const nameOf = (server: string) => path.relative(repoRoot, server);
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** CPU seconds `pid` has used so far (user + system, all its threads). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which sits in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5); the state (field 3) is fields[0].
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Starts the server on `dataDir`, waits for health, and answers its CPU and wall seconds until then. */
async function startOnce(server: string, dataDir: string): Promise<{ cpu: number; wall: number; code: number | null; log: string }> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  let log = '';
  const child = spawnServer({ PORT: String(port), DATA_DIR: dataDir }, server);
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // An empty data folder migrates and seeds first: up to 120 s.
  await waitUntilHealthy(child, `http://127.0.0.1:${port}`, () => log, 120_000);
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = cpuSeconds(child.pid!);
  child.kill('SIGTERM');
  const code = await exited;
  return { cpu, wall, code, log };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(label: string, prepare: (dataDir: string) => void): Promise<Record<string, { cpu: number; wall: number }>> {
  const samples = new Map<string, { cpu: number; wall: number }[]>(servers.map((server) => [server, []]));
  for (let i = 0; i < runs; i++) {
    for (const server of servers) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'platter-start-'));
      try {
        prepare(dataDir);
        const { cpu, wall } = await startOnce(server, dataDir);
        samples.get(server)!.push({ cpu, wall });
        console.log(`  ${label} #${i + 1} ${nameOf(server)}: cpu ${cpu.toFixed(2)} s, wall ${wall.toFixed(2)} s`);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const result: Record<string, { cpu: number; wall: number }> = {};
  for (const [server, list] of samples) {
    const cpu = median(list.map((s) => s.cpu));
    const wall = median(list.map((s) => s.wall));
    console.log(`${label}, ${nameOf(server)}: median of ${runs}: cpu ${cpu.toFixed(2)} s, wall ${wall.toFixed(2)} s`);
    result[nameOf(server)] = { cpu, wall };
  }
  return result;
}

console.log(`Server start until healthy: ${servers.map(nameOf).join(', ')}, node ${process.version}`);
const results: Record<string, Record<string, { cpu: number; wall: number }>> = {};
if (data === 'empty' || data === 'both') results.empty = await measure('empty DATA_DIR', () => {});
if (data === 'seeded' || data === 'both') {
  const template = mkdtempSync(path.join(tmpdir(), 'platter-start-template-'));
  try {
    // The first server makes the template; each server then starts on its own copy of it.
    const { code, log } = await startOnce(servers[0]!, template);
    if (code !== 0) throw new Error(`The template server did not stop cleanly (${code}):\n${log}`);
    results.seeded = await measure('seeded DATA_DIR', (dataDir) => cpSync(template, dataDir, { recursive: true }));
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
}
console.log(JSON.stringify(results));
