import fs from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { promisify } from 'node:util';

const read = promisify(fs.read);
const CHUNK_BYTES = 64 * 1024;

/** Positional reads: the descriptor's offset stays put, so one descriptor serves several runs. */
async function* chunksOf(fd: number): AsyncGenerator<Buffer> {
  for (let position = 0; ; ) {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    const { bytesRead } = await read(fd, buffer, 0, CHUNK_BYTES, position);
    if (bytesRead === 0) return;
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

/**
 * The program reads its input from a pipe the supervisor fills, never from a
 * host file, so /proc/self/fd/0 names a pipe rather than the test's path on the
 * host. Streamed with back-pressure (bounded memory); a program that closes its
 * input early (EPIPE) only ends the feeding. The caller keeps and closes the
 * descriptor. Returns how to stop feeding once the run is over.
 */
export function feedStdin(fd: number, stdin: Writable): () => void {
  const source = Readable.from(chunksOf(fd), { objectMode: false });
  stdin.on('error', () => source.destroy());
  source.on('error', () => stdin.destroy());
  source.pipe(stdin);
  return () => {
    source.unpipe(stdin);
    source.destroy();
    stdin.destroy();
  };
}

/**
 * An interactive program's stdin: what the other party writes, passed on with
 * back-pressure. A program that stops reading or ends leaves the rest to be
 * drained and dropped, so the writer never waits on it; `onGone` is told then, once.
 */
export function pipeStdin(source: Readable, stdin: Writable, onGone?: () => void): () => void {
  let isGone = false;
  const drop = (): void => {
    source.unpipe(stdin);
    source.resume();
    if (!isGone) onGone?.();
    isGone = true;
  };
  stdin.on('error', drop);
  source.pipe(stdin);
  return () => {
    drop();
    stdin.destroy();
  };
}
