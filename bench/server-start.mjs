// `node bench/server-start.mjs [--runs N] [--data empty|seeded|both] [--server FILE[,FILE2...]]`: what one start
// of the production server (`node apps/api/dist/server.js`, as the journeys spawn it in
// e2e/support/server.ts) costs until GET /api/v1/health answers 200: the child's CPU time
// (utime + stime of /proc/<pid>/stat, every thread included) and the wall time, median of N runs.
// `empty` starts on an empty DATA_DIR (PGlite migrates and the demo is seeded, which dominates);
// `seeded` on a copy of a data folder one start already migrated and seeded and a SIGTERM stopped
// cleanly, as most journeys start (E2E_SEEDED_DATA_DIR, make-seeded-template.ts). Several servers
// (builds kept in folders under apps/api, e.g. a copy of dist/ before a change) are started in turn
// within each run, so a busy machine weighs on each alike. Linux only (/proc).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flag = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const runs = Number(flag('runs', '5'));
const data = flag('data', 'both');
const servers = flag('server', 'apps/api/dist/server.js')
  .split(',')
  .map((file) => path.resolve(repoRoot, file));
const nameOf = (server) => path.relative(repoRoot, server);
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS = 100;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** CPU seconds `pid` has used so far (user + system, all its threads). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which sits in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5); the state (field 3) is fields[0].
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Starts the server on `dataDir`, waits for health, and answers its CPU and wall seconds until then. */
async function startOnce(server, dataDir) {
  const port = await freePort();
  const started = process.hrtime.bigint();
  let log = '';
  const child = spawn(process.execPath, [server], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      MISSED_ORDER_SWEEP_SECONDS: '0',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early (${child.exitCode}):\n${log}`);
    try {
      if ((await globalThis.fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server was not healthy in 120 s:\n${log}`);
    await sleep(20);
  }
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = cpuSeconds(child.pid);
  child.kill('SIGTERM');
  const code = await exited;
  return { cpu, wall, code, log };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measure(label, prepare) {
  const samples = new Map(servers.map((server) => [server, []]));
  for (let i = 0; i < runs; i++) {
    for (const server of servers) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'platter-start-'));
      try {
        prepare(dataDir);
        const { cpu, wall } = await startOnce(server, dataDir);
        samples.get(server).push({ cpu, wall });
        console.log(`  ${label} #${i + 1} ${nameOf(server)}: cpu ${cpu.toFixed(2)} s, wall ${wall.toFixed(2)} s`);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const result = {};
  for (const [server, list] of samples) {
    const cpu = median(list.map((s) => s.cpu));
    const wall = median(list.map((s) => s.wall));
    console.log(`${label}, ${nameOf(server)}: median of ${runs}: cpu ${cpu.toFixed(2)} s, wall ${wall.toFixed(2)} s`);
    result[nameOf(server)] = { cpu, wall };
  }
  return result;
}

console.log(`Server start until healthy: ${servers.map(nameOf).join(', ')}, node ${process.version}`);
const results = {};
if (data === 'empty' || data === 'both') results.empty = await measure('empty DATA_DIR', () => {});
if (data === 'seeded' || data === 'both') {
  const template = mkdtempSync(path.join(tmpdir(), 'platter-start-template-'));
  try {
    // The first server makes the template; each server then starts on its own copy of it.
    const { code, log } = await startOnce(servers[0], template);
    if (code !== 0) throw new Error(`The template server did not stop cleanly (${code}):\n${log}`);
    results.seeded = await measure('seeded DATA_DIR', (dataDir) => cpSync(template, dataDir, { recursive: true }));
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
}
console.log(JSON.stringify(results));
