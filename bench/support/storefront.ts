// The production storefront as `npm start` serves it: apps/api/dist/server.js (which serves the
// web app's server build too) in its own process, on a free port, with a fresh demo-seeded
// PGlite database in a temp dir, and its business clock moved to a fixed open moment.
// The build is made first when missing, under the lock every engineer's builds share.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, SERVER_ENTRY, spawnServer, waitUntilHealthy } from '../../e2e/support/server-process.ts';

const WEB_BUILD = path.join(repoRoot, 'apps/web/build/server/index.js');
const BUILD_LOCK = '/tmp/platter-build.lock';

export interface Storefront {
  /** http://127.0.0.1:{port}: an IP address serves the dev restaurant, The Golden Fork. */
  origin: string;
  stop(): Promise<void>;
}

/** Next Wednesday 13:00 UTC: The Golden Fork is open (12:00–22:30 London time, GMT or BST). */
export function nextWednesdayLunch(from = new Date()): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1, 13));
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** `npm run build` when either build is missing; the check is repeated under the lock, another build may just have made it. */
export function buildIfMissing(): void {
  if (existsSync(SERVER_ENTRY) && existsSync(WEB_BUILD)) return;
  console.error('bench: no production build, running `npm run build` (under flock /tmp/platter-build.lock)');
  const script = `test -f "${SERVER_ENTRY}" && test -f "${WEB_BUILD}" || npm run build`;
  execFileSync('flock', [BUILD_LOCK, 'sh', '-c', script], { cwd: repoRoot, stdio: ['ignore', process.stderr, 'inherit'] });
}

/** Starts the production server with the clock moved by `clockOffsetMs` and waits for health. */
export async function startStorefront(clockOffsetMs: number): Promise<Storefront> {
  buildIfMissing();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platter-bench-lighthouse-'));
  let log = '';
  // The demo aid production refuses unless told it is meant (docs/deploy.md): the clock moved.
  const child = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    CLOCK_OFFSET_MS: String(Math.round(clockOffsetMs)),
    ALLOW_CLOCK_OFFSET: 'true',
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(child, origin, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
