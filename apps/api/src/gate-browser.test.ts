/**
 * `npm test` on a fresh machine (README): the browser its journeys drive is Debian's Chromium,
 * installed by the gate when it runs as root, else the gate stops before any phase with the one
 * command that installs it (scripts/chromium.mjs, used by scripts/gate.mjs).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chromiumPlan, installChromium, INSTALL_CHROMIUM } from '../../../scripts/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';
const APT = '/usr/bin/apt-get';
const having = (...paths: string[]) => (file: string) => paths.includes(file);

describe("the gate's browser", () => {
  it.each([
    ['both installed', { exists: having(SHELL, FULL), isRoot: false }, { action: 'ready' }],
    ['both missing, as root on Debian', { exists: having(APT), isRoot: true }, { action: 'install', missing: ['chromium', 'chromium-headless-shell'] }],
    ['the shell missing, as root on Debian', { exists: having(APT, FULL), isRoot: true }, { action: 'install', missing: ['chromium-headless-shell'] }],
    ['the shell missing, not root', { exists: having(APT, FULL), isRoot: false }, { action: 'note', message: expect.stringContaining(`sudo sh -c '${INSTALL_CHROMIUM}'`) }],
    ['both missing, not root', { exists: having(APT), isRoot: false }, { action: 'stop', message: expect.stringContaining(`\n  sudo sh -c '${INSTALL_CHROMIUM}'\n`) }],
    ['both missing, as root without apt-get', { exists: having(), isRoot: true }, { action: 'stop', message: expect.stringContaining(`\n  ${INSTALL_CHROMIUM}\n`) }],
  ])('%s', (_case, machine, plan) => {
    expect(chromiumPlan({ ...machine, chromiumPath: undefined })).toEqual(plan);
  });

  it('takes CHROMIUM_PATH instead when it names a file, and stops when it names none', () => {
    expect(chromiumPlan({ exists: having('/opt/chrome'), isRoot: false, chromiumPath: '/opt/chrome' })).toEqual({ action: 'ready' });
    expect(chromiumPlan({ exists: having(SHELL, FULL), isRoot: true, chromiumPath: '/opt/none' })).toEqual({
      action: 'stop',
      message: 'CHROMIUM_PATH names /opt/none, which does not exist.',
    });
  });

  it("installs both with apt-get (update first) and says what failed", () => {
    const ran: string[] = [];
    const installed = installChromium({ run: (command, args) => (ran.push([command, ...args].join(' ')), 0), exists: having(SHELL, FULL) });
    expect(installed).toBeNull();
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium chromium-headless-shell']);
    expect(installChromium({ run: (_command, args) => (args[0] === 'update' ? 0 : 100), exists: having() })).toBe(
      `apt-get install failed (exit 100). The command: ${INSTALL_CHROMIUM}`,
    );
    expect(installChromium({ run: () => 0, exists: having(FULL) })).toBe('apt-get installed nothing at /usr/bin/chromium-headless-shell.');
  });

  it('stops npm test at once, before any phase, when there is no browser to drive', async () => {
    const gate = promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/gate.mjs')], {
      cwd: ROOT,
      // No PATH: were the check gone, the gate could start no phase (npx is not found) instead of running them all.
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', PATH: '/nonexistent' },
      timeout: 20_000,
    });
    const failed = (await gate.then(() => null, (err: unknown) => err)) as { code: number; stdout: string; stderr: string } | null;
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toBe('npm test: CHROMIUM_PATH names /nonexistent/chromium, which does not exist.\n');
    expect(failed?.stdout).toBe('');
  });
});
