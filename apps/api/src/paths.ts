import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api directory, found by walking up from this module to the package.json named
 * @platter/api. Works for src/ under tsx and vitest, and for the dist/ bundle alike.
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@platter/api') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @platter/api package directory.');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
/** drizzle-kit's output: SQL migrations and their journal, applied on start. */
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
/** Binary media shipped with the app (e.g. the highlight video). */
export const ASSETS_DIR = join(API_ROOT, 'assets');
