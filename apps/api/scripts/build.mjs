// Bundles the API server (src/server.ts) into dist/server.js for `node apps/api/dist/server.js`, and
// the tenant command (src/provisioning/cli.ts) into dist/tenant.js, so production runs it without tsx.
// The npm packages are bundled in too, and so is the workspace package @platter/domain (TypeScript
// source), so a start reads one file instead of resolving, reading and compiling hundreds of files
// of node_modules (and running the CJS lexer over each CommonJS one imported from ESM). Measured
// with bench/server-start.ts (CPU until /api/v1/health answers, medians of starts interleaved
// with the old build's on a busy 2-core machine, Node 20): on a seeded data folder 4.76 → 4.05
// CPU-s (7 starts each), on an empty one (migrations and the demo seed) 8.70 → 7.32 CPU-s (5 each);
// docs/reference/testing.md has the rest of a start's cost. EXTERNAL stays in node_modules: native
// addons, packages that read files beside their own code at run time, and the packages the web
// app's server build (apps/web/build/server, imported at run time by platform/web.ts) imports
// from node_modules too, so there is one copy of each. A package added to the API that loads files
// relative to __dirname or require.resolve()s itself belongs in EXTERNAL (esbuild leaves
// __dirname undefined in this ESM output). The production install still needs node_modules (npm
// ci): the externals and their dependencies live there. Migrations (drizzle/) and assets/ are
// found at run time relative to the apps/api directory (src/paths.ts).
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const domainEntry = resolve(apiDir, '../../packages/domain/src/index.ts');

/** Resolve @platter/domain straight to its TypeScript source, bundled like the rest. */
const bundleWorkspaceDomain = {
  name: 'bundle-workspace-domain',
  setup(b) {
    b.onResolve({ filter: /^@platter\/domain$/ }, () => ({ path: domainEntry }));
  },
};

const EXTERNAL = [
  // Native addons.
  'sharp',
  '@node-rs/argon2',
  // Loads its WebAssembly and data files relative to its own directory.
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  // Serves its static files from its own directory.
  '@fastify/swagger-ui',
  // libheif's WebAssembly, loaded at the first HEIC (modules/media/heic-decoder.ts, also in a worker).
  'heic-decode',
  'libheif-js',
  // Shared with the web app's server build (apps/web/build/server), which imports them from
  // node_modules at run time: one copy of each.
  'react',
  'react-dom',
  'react-router',
  '@react-router/node',
  'zod',
  // Development only (WEB_MODE=dev).
  'vite',
];

// `--outdir DIR` bundles elsewhere (a folder under apps/api, so the bundle finds the package and
// its node_modules): the tenant command's tests run the bundle, not tsx, to start in a second.
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag > 0 ? resolve(process.argv[outdirFlag + 1]) : resolve(apiDir, 'dist');

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { server: resolve(apiDir, 'src/server.ts'), tenant: resolve(apiDir, 'src/provisioning/cli.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  plugins: [bundleWorkspaceDomain],
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  metafile: true,
  banner: {
    // Some dependencies loaded through the bundle may still call require().
    js: "import { createRequire as __platterCreateRequire } from 'node:module'; const require = __platterCreateRequire(import.meta.url);",
  },
});
const bundled = Object.keys(result.metafile.inputs).filter((p) => p.includes('packages/domain'));
if (bundled.length === 0) throw new Error('@platter/domain was not bundled into dist/server.js.');
