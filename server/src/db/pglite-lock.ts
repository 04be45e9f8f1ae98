// PGlite is single-process and takes no lock of its own: a second process opening the same
// folder corrupts it. This lock file (created with O_EXCL, holding the owner's pid) makes the
// second process refuse to start. A lock left by a process that no longer runs is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DataFolderLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(`The data folder is in use by process ${ownerPid} (lock file ${lockPath}).`);
    this.name = 'DataFolderLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function createLockFile(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readOwner(lockPath: string): number {
  try {
    return Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

/** Takes the lock or throws `DataFolderLockedError`; returns the function that releases it. */
export function acquireDataFolderLock(lockPath: string): () => void {
  if (!createLockFile(lockPath)) {
    const owner = readOwner(lockPath);
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new DataFolderLockedError(lockPath, owner);
    }
    unlinkSync(lockPath);
    if (!createLockFile(lockPath)) throw new DataFolderLockedError(lockPath, readOwner(lockPath));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if (readOwner(lockPath) === process.pid) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
