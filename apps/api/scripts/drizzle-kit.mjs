// Runs drizzle-kit so that its `import('drizzle-orm/...')` finds this workspace's drizzle-orm
// (installed under apps/api/node_modules, not hoisted next to drizzle-kit at the root).
// Usage (from apps/api): node scripts/drizzle-kit.mjs generate --name <change>
import { register } from 'node:module';
import { createRequire } from 'node:module';
import Module from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const hook = `
const apiUrl = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: apiUrl });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url);

const require = createRequire(import.meta.url);
// CommonJS requires inside drizzle-kit: add apps/api/node_modules to the global search path.
const apiModules = fileURLToPath(new URL('../node_modules', import.meta.url));
process.env.NODE_PATH = [apiModules, process.env.NODE_PATH].filter(Boolean).join(delimiter);
Module._initPaths();
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
await import(bin);
