import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildState, productionEnv } from './build-freshness.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');

describe('npm start: build only when needed, always for production', () => {
  let root: string;
  const write = (path: string, at: number) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'x');
    utimesSync(file, at / 1000, at / 1000);
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when an output is missing or a source is newer, and not otherwise', () => {
    root = mkdtempSync(join(tmpdir(), 'platter-start-'));
    write('apps/web/app/root.tsx', 1_000_000);
    write('packages/domain/src/index.ts', 1_000_000);
    expect(buildState(root)).toEqual({ fresh: false, reason: `${BUILD_OUTPUTS[0]} is missing` });
    for (const output of BUILD_OUTPUTS) write(output, 2_000_000);
    expect(buildState(root)).toEqual({ fresh: true });
    write('packages/domain/src/pricing.ts', 3_000_000);
    expect(buildState(root)).toEqual({ fresh: false, reason: 'packages/domain/src changed since the last build' });
    // node_modules and hidden folders are not sources.
    for (const output of BUILD_OUTPUTS) write(output, 4_000_000);
    write('apps/web/app/node_modules/x.js', 5_000_000);
    write('apps/web/app/.react-router/types.ts', 5_000_000);
    expect(buildState(root)).toEqual({ fresh: true });
  });

  it('runs the build and the server with NODE_ENV=production whatever the shell exports', () => {
    root = mkdtempSync(join(tmpdir(), 'platter-start-'));
    expect(productionEnv({ NODE_ENV: 'development', PATH: '/bin' })).toEqual({ NODE_ENV: 'production', PATH: '/bin' });
    // `npm run build` itself forces production, so `npm test`'s build is one too.
    const scripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const part of scripts.build!.split('&&')) expect(part.trim()).toMatch(/^NODE_ENV=production /);
    expect(scripts.start).toContain('demo-start.ts');
  });
});
