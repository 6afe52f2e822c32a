import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'platter-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid that is certainly not running: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('one process per data folder', () => {
  it('refuses a second holder while the first runs, naming the folder and the owner', () => {
    const dir = freshDir();
    const first = lockDataDir(dir);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    const message = (refusal as Error).message;
    expect(message).toContain(`The data folder ${dir} is already in use by process ${process.pid} on ${hostname()}`);
    expect(message).toContain('DATABASE_URL');
    first.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a process that is gone (kill -9, power cut)', async () => {
    const dir = freshDir();
    const pid = await deadPid();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('does not take over a lock from another host (a shared volume): it cannot tell whether that process runs', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: await deadPid(), host: 'other-host', startedAt: 'yesterday' }));
    expect(() => lockDataDir(dir)).toThrow(/already in use by process \d+ on other-host/);
  });

  it('refuses an unreadable lock rather than guessing', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), 'garbage');
    expect(() => lockDataDir(dir)).toThrow(/already in use by another process \(its lock file could not be read\)/);
  });
});
