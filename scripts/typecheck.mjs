#!/usr/bin/env node
// `node scripts/typecheck.mjs <project>...`: type-checks each tsconfig (a folder or a file) with
// TypeScript 7, the native compiler (devDependency `typescript-7`), one after another, and fails
// if any has an error. It checks as TypeScript 5.9 does, in about a third of the CPU time (the
// gate's checks: 77 → 30 CPU-s, docs/testing.md). TypeScript 5.9 (`typescript`) stays for the
// tools that load the compiler as a library: typescript-eslint supports no later version yet.
// Both packages name their command `tsc`, so which one node_modules/.bin/tsc is depends on the
// install; this script never relies on it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');

const projects = process.argv.slice(2);
if (projects.length === 0) {
  console.error('Usage: node scripts/typecheck.mjs <tsconfig folder or file>...');
  process.exit(2);
}
let failed = false;
for (const project of projects) {
  const { status, signal } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`Type check failed: ${project} (${signal ?? `exit ${status}`})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
