import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';

const CHUNK_BYTES = 64 * 1024;

/**
 * The program reads its input from a pipe the supervisor fills, never from a
 * host file, so /proc/self/fd/0 names a pipe rather than the test's path on the
 * host. Read a piece at a time into one buffer of the run's, each piece written
 * out before the next is read into it (back-pressure, and nothing allocated per
 * piece: how much of its input a program took, which it chooses, leaves no mark
 * in the judge's memory, output-buffer.ts); reads are positional, so the
 * descriptor's offset stays put and one descriptor serves several runs. A
 * program that closes its input early (EPIPE) only ends the feeding. The caller
 * keeps and closes the descriptor. Returns how to stop feeding once the run is over.
 */
export function feedStdin(fd: number, stdin: Writable): () => void {
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let position = 0;
  let isStopped = false;
  stdin.on('error', () => (isStopped = true));
  // Callbacks, not promises: a piece costs the event loop as few objects as it can (each is garbage that grows
  // the judge's heap for a while, by how much input the program took).
  const readNext = (): void => {
    if (isStopped) return;
    fs.read(fd, buffer, 0, CHUNK_BYTES, position, onRead);
  };
  const onWritten = (error?: Error | null): void => {
    if (!error) readNext();
  };
  const onRead = (error: Error | null, bytesRead: number): void => {
    if (isStopped) return;
    if (error) {
      stdin.destroy();
      return;
    }
    if (bytesRead === 0) {
      stdin.end();
      return;
    }
    position += bytesRead;
    stdin.write(bytesRead === CHUNK_BYTES ? buffer : buffer.subarray(0, bytesRead), onWritten);
  };
  readNext();
  return () => {
    isStopped = true;
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
