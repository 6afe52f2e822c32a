/**
 * `npm start`'s question: is the production build there and newer than every source it is made
 * from? Answered from file times only, so a start with a fresh build costs milliseconds.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build is made from, relative to the repository root (folders are walked). */
export const BUILD_SOURCES = [
  'package-lock.json',
  'packages/domain/src',
  'apps/api/src',
  'apps/api/scripts/build.mjs',
  'apps/api/package.json',
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
] as const;

/** What the build makes; the oldest of them dates the build. */
export const BUILD_OUTPUTS = ['apps/api/dist/server.js', 'apps/web/build/server/index.js'] as const;

const SKIPPED = new Set(['node_modules', '.react-router', 'dist', 'build']);

/** The newest modification time under `path` (a file or a folder walked recursively); 0 when absent. */
export function newestChange(path: string): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

export type BuildState = { fresh: true } | { fresh: false; reason: string };

/** Fresh when every output exists and is newer than every source. */
export function buildState(root: string): BuildState {
  let builtAt = Infinity;
  for (const output of BUILD_OUTPUTS) {
    const time = newestChange(join(root, output));
    if (time === 0) return { fresh: false, reason: `${output} is missing` };
    builtAt = Math.min(builtAt, time);
  }
  for (const source of BUILD_SOURCES) {
    if (newestChange(join(root, source)) > builtAt) return { fresh: false, reason: `${source} changed since the last build` };
  }
  return { fresh: true };
}

/**
 * The environment a production build and server run with: NODE_ENV is production whatever the
 * caller's shell exports (with NODE_ENV=development, Vite would bundle React's development build).
 */
export function productionEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production' };
}
