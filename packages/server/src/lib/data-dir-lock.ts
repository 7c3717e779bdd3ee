import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/** How people refer to the folder: `./data` for one under the working directory. */
export function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  if (!relative) return '.';
  if (relative.startsWith('..') || path.isAbsolute(relative)) return dir;
  return `.${path.sep}${relative}`;
}

/** Whether `pid` names a live Node.js process (a recycled pid of another program does not count). */
function isLiveNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc here: trust the signal check
  }
}

/**
 * One process per embedded database folder: two PGlite instances on the same files split the
 * data between them. The lock file holds the owner's pid; a lock left by a crashed process is
 * taken over. Returns the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'shop.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      } catch {
        // removed between our open and read: try again
      }
      if (Number.isInteger(holder) && holder !== process.pid && isLiveNodeProcess(holder)) {
        throw new DataDirInUseError(`DATA_DIR ${displayPath(dir)} is in use by process ${holder}`);
      }
      // Stale (its process is gone) or unreadable (a crash between create and write).
      try {
        unlinkSync(file);
      } catch {
        // another starter removed it first
      }
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      try {
        if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
      } catch {
        // already gone
      }
    };
    process.once('exit', release);
    return release;
  }
  throw new DataDirInUseError(`DATA_DIR ${displayPath(dir)} is in use by another process`);
}
