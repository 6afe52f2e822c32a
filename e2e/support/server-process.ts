/**
 * The production server as a child process (`node apps/api/dist/server.js`), as the journeys
 * start it and the benchmarks measure it: a free port, the e2e defaults, waiting for health.
 * Nothing here needs Vitest, so bench/ uses it outside a test run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_ENTRY = path.join(repoRoot, 'apps/api/dist/server.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Environment that sets the server's business clock to `moment`, from now on. Production refuses
 * CLOCK_OFFSET_MS unless ALLOW_CLOCK_OFFSET=true says it is meant, as it is for these journeys.
 */
export function clockEnv(moment: Date): Record<string, string> {
  return { CLOCK_OFFSET_MS: String(moment.getTime() - Date.now()), ALLOW_CLOCK_OFFSET: 'true' };
}

/** The production server process (`entry`: apps/api/dist/server.js unless another build is named) with the e2e defaults and `env`. */
export function spawnServer(env: Record<string, string>, entry: string = SERVER_ENTRY): ChildProcess {
  return spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      // Journeys leave orders waiting longer than the missed-order limit; none drives the sweep yet.
      MISSED_ORDER_SWEEP_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Waits until `child` answers /api/v1/health at `baseUrl` (`timeoutMs`, 60 s, at most), or throws with its log. */
export async function waitUntilHealthy(child: ChildProcess, baseUrl: string, log: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not become healthy in ${timeoutMs / 1000} s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
