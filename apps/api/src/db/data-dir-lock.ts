/**
 * One process per PGlite data folder. PGlite is PostgreSQL in this process's memory, flushed to
 * files: two processes on one folder each believe they own it, and both answer 201 for orders
 * one of them will lose. A lock file holding the owner's pid and host, created atomically before
 * the database is opened, refuses a second process; a lock left by a process that is gone (kill
 * -9, power loss) is taken over, as PostgreSQL does with postmaster.pid.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'platter.lock';

/** Folders this process holds: a lock with our own pid is stale only when we do not hold it. */
const heldHere = new Set<string>();

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: LockOwner | null) {
    const who = owner
      ? `process ${owner.pid} on ${owner.host} (started ${owner.startedAt})`
      : 'another process (its lock file could not be read)';
    super(
      `The data folder ${dataDir} is already in use by ${who}. ` +
        'Only one process may use an embedded database folder: stop the other process, or give this one its own DATA_DIR ' +
        '(or use PostgreSQL with DATABASE_URL to run several processes). ' +
        `If you are sure no process uses it, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt ?? 'at an unknown time') };
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock whose owner is certainly gone: written on this host by a process that no longer runs,
 * or carrying our own pid although we do not hold it (a restarted container reuses pids).
 */
function isStale(owner: LockOwner, dataDir: string): boolean {
  if (owner.host !== hostname()) return false;
  return owner.pid === process.pid ? !heldHere.has(dataDir) : !isRunning(owner.pid);
}

export interface DataDirLock {
  release(): void;
}

/** Takes the folder's lock or throws DataDirLockedError naming the owner. The folder must exist. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(path);
      if (attempt === 0 && owner && isStale(owner, dataDir)) {
        try {
          unlinkSync(path);
        } catch {
          // Someone else took it over first; the next attempt tells.
        }
        continue;
      }
      throw new DataDirLockedError(dataDir, owner);
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    break;
  }
  heldHere.add(dataDir);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(dataDir);
    process.off('exit', release);
    const owner = readOwner(path);
    if (owner?.pid === me.pid && owner.startedAt === me.startedAt) {
      try {
        unlinkSync(path);
      } catch {
        // Already gone.
      }
    }
  };
  // A process that exits without closing the database still frees the folder.
  process.on('exit', release);
  return { release };
}
