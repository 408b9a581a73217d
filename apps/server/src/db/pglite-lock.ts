import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'pglite.lock';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is a database inside one process: a second server on the same folder would
 * write the same files and corrupt them. The lock file holds the owner's pid; a lock
 * left by a process that no longer runs is taken over. Returns the release function.
 */
export function lockPgliteDirectory(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new Error(
        `Another CodePath server (pid ${owner}) is using the embedded database in ${dataDir}. Stop it, or give this one another DATA_DIR.`,
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}
