import fs from 'node:fs';

const PIECE_BYTES = 256 * 1024;

/**
 * Reads a file to its end into nothing, a piece at a time through one buffer.
 *
 * The judge reads a hidden test's input (feeding it to the program) and answer (checking the output against it)
 * on the host, outside any test's cgroup, so the pages those reads bring into the page cache stay there. Read only
 * as far as the program took its input, or as far as its output matched, the amount cached was the program's
 * choice, and a later Run saw it in the machine's free memory: hostile review 32, 10 of 10 bits, with a 200 MiB
 * input read whole or one line of it. Read whole before every hidden test, both files are all cached whatever the
 * program does (a cached file's read is a copy: about a millisecond for the largest bundled input).
 */
export function readThrough(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    fs.open(file, 'r', (openError, fd) => {
      if (openError) return reject(openError);
      const buffer = Buffer.allocUnsafe(PIECE_BYTES);
      let position = 0;
      const finish = (error?: Error | null): void => fs.close(fd, () => (error ? reject(error) : resolve()));
      const next = (): void => {
        fs.read(fd, buffer, 0, PIECE_BYTES, position, (readError, bytesRead) => {
          if (readError) return finish(readError);
          if (bytesRead === 0) return finish();
          position += bytesRead;
          next();
        });
      };
      next();
    });
  });
}
