// Bundles the API server (src/server.ts) into dist/server.js for `node apps/api/dist/server.js`, and
// the tenant command (src/provisioning/cli.ts) into dist/tenant.js, so production runs it without tsx.
// npm packages stay external (resolved from node_modules at run time); the workspace package
// @platter/domain is TypeScript source, so it is bundled in. Migrations (drizzle/) and assets/
// are found at run time relative to the apps/api directory (src/paths.ts).
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const domainEntry = resolve(apiDir, '../../packages/domain/src/index.ts');

/** Resolve @platter/domain to its source so esbuild bundles it despite packages: 'external'. */
const bundleWorkspaceDomain = {
  name: 'bundle-workspace-domain',
  setup(b) {
    b.onResolve({ filter: /^@platter\/domain$/ }, () => ({ path: domainEntry }));
  },
};

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
  packages: 'external',
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
