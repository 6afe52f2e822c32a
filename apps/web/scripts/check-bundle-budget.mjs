// Bundle budget (architecture.md, "Performance tactics"): Home's initial JavaScript, gzip,
// measured on the production build. Bytes are deterministic, so this runs in `npm test`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 160;
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = await import(pathToFileURL(path.join(webRoot, 'build/server/index.js')).href);
const { assets } = build;

const home = Object.values(assets.routes).find((route) => route.index && route.parentId === 'root');
if (!home) throw new Error('No index route in the build manifest.');
const root = assets.routes.root;

const files = new Set([
  assets.url,
  assets.entry.module,
  ...assets.entry.imports,
  root.module,
  ...(root.imports ?? []),
  home.module,
  ...(home.imports ?? []),
]);

let total = 0;
const rows = [];
for (const url of files) {
  const bytes = gzipSync(readFileSync(path.join(webRoot, 'build/client', url)), { level: 9 }).length;
  total += bytes;
  rows.push([url, bytes]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [url, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${url}`);
const totalKb = total / 1024;
console.log(`Home initial JS: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
