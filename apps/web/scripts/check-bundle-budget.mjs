// Bundle budgets (issue 14; architecture.md, "Performance tactics"): the JavaScript a guest's
// browser downloads before Home, Menu and Product can be used, as transferred. Browsers ask for
// brotli and the server sends the build's precompressed .br file (scripts/compress-assets.mjs;
// files under 1 KB go out as they are), so that is what is counted. The CSS is not JavaScript
// and is not counted. Bytes are deterministic, so this runs in `npm test`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Home 120 → 121 KB (issue 24): the storefront's live pause and the staff screens' own frame live
// in the shell every page loads (+0.6 KB); the next Home feature pays for itself by trimming the shell.
// Home 121 → 122 KB (issue 27): Home tells diners of closures ahead (the special dates' list and its
// formatting, in the shell with the opening hours, +0.6 KB) and the route manifest names the back
// office's routes (+0.2 KB); folding section-heading into the shell (one file fewer) paid back 0.5 KB.
// Still owed: a trim of the shell (the route manifest carries every staff route to every guest).
// Home 122 → 123, Menu 130 → 131 (issue 31): the page's language in the shell (the current
// language on both sides, the header's language switch, hreflang alternates, prices and clock
// times by language: +0.9 KB). Only the page's language's texts ship; Portuguese loads as its own
// chunks before hydration on a Portuguese page. Owed with the shell trim above.
// Measured again (issue 31's last stop): the browser never loads the build's route manifest file
// (assets.url, 2.6 KB): React Router discovers routes lazily and the page carries only its own
// routes inline in its HTML (a page load in Chromium requests every other file counted here, and
// not that one). The "route manifest carries every staff route" owed above was that miscount; it
// is no longer counted, and every budget comes down by 2 KB: Home 121, Menu 129 (of which +0.3 KB
// is the dietary labels and allergens in the page's language, issue 31), Product 128.
// Home 121 → 122, Menu 129 → 130, Product 128 → 129 (issue 40, +0.8 KB in the shell every page
// loads): the restaurant's name with its Portuguese article, fields that hold their blur check
// until a tap lands, sign-in links that come back to the page, the hero's arrows on phones and its
// WebM source and poster. Owed: a trim of the shell (the header's language switch and the drawer
// are candidates to load on first use).
const BUDGETS_KB = { Home: 122, Menu: 130, Product: 129 };
const ROUTE_FILES = { Home: 'routes/home.tsx', Menu: 'routes/menu.tsx', Product: 'routes/product.tsx' };

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = await import(pathToFileURL(path.join(webRoot, 'build/server/index.js')).href);
const { assets } = build;

/** Bytes the browser receives for one built file. */
function transferred(url) {
  const file = path.join(webRoot, 'build/client', url);
  return readFileSync(existsSync(`${file}.br`) ? `${file}.br` : file).length;
}

/** Every module a route's first render needs: the entry, root and the route, with their static imports (not the route manifest file: see above). */
function initialFiles(routeFile) {
  const route = assets.routes[routeFile.replace(/\.tsx$/, '')];
  if (!route) throw new Error(`No route for ${routeFile} in the build manifest.`);
  const root = assets.routes.root;
  return new Set([assets.entry.module, ...assets.entry.imports, root.module, ...(root.imports ?? []), route.module, ...(route.imports ?? [])]);
}

let over = 0;
for (const [page, routeFile] of Object.entries(ROUTE_FILES)) {
  const rows = [...initialFiles(routeFile)].map((url) => [url, transferred(url)]).sort((a, b) => b[1] - a[1]);
  const totalKb = rows.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
  const budget = BUDGETS_KB[page];
  console.log(`${page} initial JS: ${totalKb.toFixed(1)} KB as transferred (brotli), budget ${budget} KB`);
  for (const [url, bytes] of rows.slice(0, 6)) console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${url}`);
  if (rows.length > 6) console.log(`  ${rows.length - 6} more files: ${(rows.slice(6).reduce((s, [, b]) => s + b, 0) / 1024).toFixed(1)} KB`);
  if (totalKb > budget) {
    console.error(`${page} is over budget by ${(totalKb - budget).toFixed(1)} KB.`);
    over += 1;
  }
}
if (over > 0) process.exit(1);
