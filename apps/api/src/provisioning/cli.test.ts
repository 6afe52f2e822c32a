/**
 * The real `tenant` command in its own process, bundled as the production build bundles it
 * (scripts/build.mjs; tsx would compile the sources again at every start), on an embedded
 * database folder and, with TEST_DATABASE_URL, on a PostgreSQL database: what goes to stdout
 * is the result alone, so `export SLUG > file.json` writes a clean file.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { API_ROOT } from '../paths.ts';
import { createEmptyPostgresDatabase, TEST_DATABASE_KINDS, type EmptyPostgresDatabase } from '../test/test-db.ts';

/** The bundle's folder: under apps/api, where the bundle finds its package and node_modules. */
const BUNDLE_DIR = mkdtempSync(join(API_ROOT, '.cli-test-'));
const CLI = join(BUNDLE_DIR, 'tenant.js');
const SEED = join(API_ROOT, 'src/provisioning/demo-seed/golden-fork.json');
const seedText = readFileSync(SEED, 'utf8');
// Each run starts a process (the first also creates an embedded database): slow on a busy machine.
const SLOW = { timeout: 120_000 };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>, stdin = ''): Promise<Run> {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'INIT_CWD', 'NODE_ENV', 'LOG_LEVEL']) delete inherited[name];
  const child = spawn(process.execPath, [CLI, ...args], { cwd: API_ROOT, env: { ...inherited, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(() => {
  execFileSync(process.execPath, [join(API_ROOT, 'scripts/build.mjs'), '--outdir', BUNDLE_DIR], { stdio: 'ignore' });
});
afterAll(() => rmSync(BUNDLE_DIR, { recursive: true, force: true }));

describe('tenant CLI', SLOW, () => {
  it('prints usage and exits 2 when misused', async () => {
    const run = await runCli(['frobnicate'], { DATA_DIR: join(tmpdir(), 'platter-cli-unused') });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toMatch(/^Unknown command "frobnicate"\.\n\nUsage: npm run tenant -- <command>/);
  });

  it('prints the JSON Schema of docs/tenant-file.schema.json', async () => {
    const run = await runCli(['schema'], { DATA_DIR: join(tmpdir(), 'platter-cli-unused') });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(readFileSync(join(API_ROOT, '../../docs/tenant-file.schema.json'), 'utf8'));
  });
});

for (const kind of TEST_DATABASE_KINDS) {
  describe(`tenant CLI [${kind}]`, SLOW, () => {
    const scratch = mkdtempSync(join(tmpdir(), 'platter-cli-'));
    let postgres: EmptyPostgresDatabase | undefined;
    let env: Record<string, string>;
    const usingLine = kind === 'pglite' ? /^Using the embedded database in .+ \(DATA_DIR\)\.\n$/ : /^Using PostgreSQL at .+ \(DATABASE_URL\)\.\n$/;

    beforeAll(async () => {
      if (kind === 'postgres') postgres = await createEmptyPostgresDatabase();
      env = postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: join(scratch, 'data') };
    });
    afterAll(async () => {
      await postgres?.drop();
      rmSync(scratch, { recursive: true, force: true });
    });

    it('imports a file, with the summary and one-time password on stdout and only the database it used on stderr', async () => {
      const run = await runCli(['import', SEED], env);
      expect(run.stderr).toMatch(usingLine);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Created "golden-fork" \(\d+ rows written\)\.\n {2}restaurant: 1 added\n/);
      expect(run.stdout).toMatch(/\nOwner account created for owner@golden-fork\.example\. One-time password: [A-Za-z0-9_-]{20}\n/);
    });

    it('exports pure JSON on stdout: the file it imported, byte for byte', async () => {
      const run = await runCli(['export', 'golden-fork'], env);
      expect(run.stderr).toMatch(usingLine);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(seedText);
    });

    it('imports the same file from stdin without a change', async () => {
      const run = await runCli(['import', '-'], env, seedText);
      expect(run).toMatchObject({ code: 0, stdout: '"golden-fork" already matches the file: nothing changed.\n' });
    });

    it('refuses a broken file with its problems on stderr, and writes nothing', async () => {
      const broken = JSON.parse(seedText) as { slug: string; products: { options: { maxSelections: number }[] }[] };
      broken.slug = 'broken-place';
      broken.products[3]!.options[0]!.maxSelections = 0;
      const path = join(scratch, 'broken.json');
      writeFileSync(path, JSON.stringify(broken));
      const run = await runCli(['import', path], env);
      expect(run).toMatchObject({ code: 1, stdout: '' });
      expect(run.stderr).toBe(`${path} is not a valid tenant file (1 problem):\n  products[3].options[0].maxSelections: must be at least 1\n`);
      const missing = await runCli(['export', 'broken-place'], env);
      expect(missing).toMatchObject({ code: 1, stdout: '' });
      expect(missing.stderr).toContain('No restaurant has the slug "broken-place". There are: golden-fork.');
      // A printer the server may not connect to (issue 40): refused as the back office refuses it, with its code.
      const printers = [{ name: 'Kitchen', host: '0x7f000001', port: 9100, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] }];
      writeFileSync(path, JSON.stringify({ ...JSON.parse(seedText), slug: 'broken-place', printers }));
      const refused = await runCli(['import', path], env);
      expect(refused).toMatchObject({ code: 1, stdout: '' });
      expect(refused.stderr).toContain(
        `${path} cannot be imported (1 problem):\n  printers[0].host: PRINTER_ADDRESS_NOT_ALLOWED: 0x7f000001 is not written as an IP address the server accepts: ` +
          'write it as four numbers from 0 to 255 without leading zeros, such as 192.168.1.50.\n',
      );
    });

    it('adds a domain', async () => {
      const run = await runCli(['add-domain', 'golden-fork', 'Eat.Golden.example'], env);
      expect(run).toMatchObject({ code: 0, stdout: 'eat.golden.example now serves "golden-fork". Its domains: eat.golden.example.\n' });
    });

    it('grants and revokes the platform operator role by e-mail, and only to an account (issue 41)', async () => {
      const granted = await runCli(['grant-operator', 'Owner@Golden-Fork.example'], env);
      expect(granted).toMatchObject({ code: 0, stdout: 'owner@golden-fork.example is now a platform operator.\n' });
      // Stored: the next process finds it.
      const again = await runCli(['grant-operator', 'owner@golden-fork.example'], env);
      expect(again).toMatchObject({ code: 0, stdout: 'owner@golden-fork.example already is a platform operator.\n' });
      const revoked = await runCli(['revoke-operator', 'owner@golden-fork.example'], env);
      expect(revoked).toMatchObject({ code: 0, stdout: 'owner@golden-fork.example is no longer a platform operator.\n' });
      const twice = await runCli(['revoke-operator', 'owner@golden-fork.example'], env);
      expect(twice).toMatchObject({ code: 0, stdout: 'owner@golden-fork.example was not a platform operator.\n' });
      const nobody = await runCli(['grant-operator', 'nobody@example.com'], env);
      expect(nobody).toMatchObject({ code: 1, stdout: '' });
      expect(nobody.stderr).toContain('No account has the e-mail nobody@example.com');
      const misused = await runCli(['grant-operator'], env);
      expect(misused.code).toBe(2);
      expect(misused.stderr).toMatch(/^grant-operator takes EMAIL\./);
    });

    if (kind === 'pglite') {
      it('says clearly that the embedded database is in use by another process', async () => {
        const lock = lockDataDir(env.DATA_DIR!);
        try {
          const run = await runCli(['export', 'golden-fork'], env);
          expect(run).toMatchObject({ code: 1, stdout: '' });
          expect(run.stderr).toContain(`is already in use by process ${process.pid}`);
          expect(run.stderr).toContain('The server (or another command) has the embedded database open: stop it and run this again.');
        } finally {
          lock.release();
        }
      });
    }
  });
}
