/**
 * `npm start`: serves the demo storefront from a production build, building it first only when
 * it is missing or older than its sources (build-freshness.ts), always with NODE_ENV=production.
 * On a terminal the server's JSON log is shown as short lines (pretty-log.ts); piped, it stays JSON.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState, productionEnv } from './build-freshness.ts';
import { prettyPrint } from './pretty-log.ts';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const env = productionEnv(process.env);

const state = buildState(root);
if (state.fresh) {
  console.log('The production build is up to date.');
} else {
  console.log(`Building for production (${state.reason})…`);
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const pretty = process.stdout.isTTY === true;
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  stdio: ['inherit', pretty ? 'pipe' : 'inherit', 'inherit'],
  env: { ...env, SEED_DEMO: env.SEED_DEMO ?? 'true', JWT_SECRET: env.JWT_SECRET ?? randomBytes(32).toString('base64url') },
});
if (pretty && server.stdout) prettyPrint(server.stdout, process.stdout);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
