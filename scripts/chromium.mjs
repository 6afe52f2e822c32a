// The browser `npm test`'s journeys drive (scripts/gate.mjs, before any phase): Debian's Chromium
// headless shell, with the full browser beside it (e2e/support/browser.ts falls back to it; the
// Lighthouse bench uses it). A fresh machine lacks both: as root on Debian the gate installs them
// with apt-get; otherwise it stops at once with the one command that would.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell'];
export const INSTALL_CHROMIUM = `apt-get update && apt-get install -y ${CHROMIUM_PACKAGES.join(' ')}`;

/**
 * What to do about the browser: 'ready', 'note' (one of the two is there: go on, saying how to add
 * the other), 'install' (as root with apt-get), or 'stop' with the message to print.
 * `machine`: which paths exist, whether this runs as root, and CHROMIUM_PATH.
 */
export function chromiumPlan({ exists, isRoot, chromiumPath }) {
  if (chromiumPath) {
    return exists(chromiumPath) ? { action: 'ready' } : { action: 'stop', message: `CHROMIUM_PATH names ${chromiumPath}, which does not exist.` };
  }
  const missing = CHROMIUM_PACKAGES.filter((name) => !exists(`/usr/bin/${name}`));
  if (missing.length === 0) return { action: 'ready' };
  if (isRoot && exists('/usr/bin/apt-get')) return { action: 'install', missing };
  const command = isRoot ? INSTALL_CHROMIUM : `sudo sh -c '${INSTALL_CHROMIUM}'`;
  if (missing.length < CHROMIUM_PACKAGES.length) {
    return { action: 'note', message: `/usr/bin/${missing[0]} is missing: the browser tests use the other. To add it: ${command}` };
  }
  return {
    action: 'stop',
    message:
      "The browser tests need Debian's Chromium (/usr/bin/chromium-headless-shell, or /usr/bin/chromium). Install it with:\n\n" +
      `  ${command}\n\nor name another Chromium in CHROMIUM_PATH.`,
  };
}

/** apt-get update, then install both packages; null when both are then there, else what went wrong. */
export function installChromium({ run, exists }) {
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...CHROMIUM_PACKAGES]]) {
    const status = run('apt-get', args);
    if (status !== 0) return `apt-get ${args[0]} failed (exit ${status}). The command: ${INSTALL_CHROMIUM}`;
  }
  const still = CHROMIUM_PACKAGES.filter((name) => !exists(`/usr/bin/${name}`));
  return still.length ? `apt-get installed nothing at ${still.map((name) => `/usr/bin/${name}`).join(', ')}.` : null;
}

/** This machine: its files, its user, CHROMIUM_PATH, and apt-get run quietly (errors shown). */
export const thisMachine = {
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  chromiumPath: process.env.CHROMIUM_PATH || undefined,
  run: (command, args) => {
    const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return result.status ?? result.signal;
  },
};
