import crypto from 'node:crypto';
import fs from 'node:fs';
import net, { type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * How the judge reads a launcher's stdout and stderr without its own memory
 * following what a program printed.
 *
 * A child's `'pipe'` stdio is read into a fresh buffer per 64 KiB read: 30 MiB
 * printed left the judge's process 22-25 MiB larger, for good (the C library
 * keeps freed memory for reuse), which a later program reads from `sysinfo`'s
 * free memory (hostile review 31: one bit of a hidden input per Submit). So each
 * output is a unix socket the judge connected to itself, read into one buffer
 * every capture shares (`onread`): a read is handed on, copied out, before the
 * next read fills the buffer again, and nothing is allocated per read. Where the
 * bytes go is the reader's choice (supervise.ts): memory of a fixed size, or a
 * relayed party's stdin.
 */

/** Read into by every capture of the process, one read at a time. */
const READ_BUFFER = Buffer.alloc(64 * 1024);

type Handler = (bytes: Buffer, length: number) => void;

/** A launcher's output as the judge reads it. */
export interface CapturedOutput {
  /** The socket: `end` when the launcher and everything it started closed the output; pause, resume, unref. */
  readonly socket: Socket;
  /** Who gets the bytes from now on; `bytes` holds them only during the call. Until one is set, nothing is read. */
  read(handler: Handler): void;
  /** Once all was read and the output closed; read and dropped, from now on, when nobody reads it. */
  drained(): Promise<void>;
}

interface CaptureServer {
  server: net.Server;
  socketPath: string;
  /** Connections asked for, by the token each sends first: a connection is paired by what it says, never by order. */
  waiting: Map<string, (writer: Socket) => void>;
}

const TOKEN_BYTES = 16;

/** The token a new connection sends first, read off its accepted end. */
function tokenOf(writer: Socket): Promise<string | undefined> {
  return new Promise((resolve) => {
    const tryRead = (): void => {
      const token = writer.read(TOKEN_BYTES) as Buffer | null;
      if (!token) return;
      writer.off('readable', tryRead);
      resolve(token.toString('hex'));
    };
    writer.on('readable', tryRead);
    writer.once('close', () => resolve(undefined));
    tryRead();
  });
}

let shared: Promise<CaptureServer> | undefined;

function captureServer(): Promise<CaptureServer> {
  shared ??= new Promise<CaptureServer>((resolve, reject) => {
    // A folder of this process's alone (mode 0700): nothing else connects.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-output-'));
    const socketPath = path.join(dir, 'output.sock');
    const waiting: CaptureServer['waiting'] = new Map();
    const server = net.createServer({ pauseOnConnect: true }, (writer) => {
      writer.on('error', () => undefined);
      void tokenOf(writer).then((token) => {
        const take = token !== undefined ? waiting.get(token) : undefined;
        if (!take || token === undefined) {
          writer.destroy();
          return;
        }
        waiting.delete(token);
        take(writer);
      });
    });
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.unref();
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
      resolve({ server, socketPath, waiting });
    });
  });
  return shared;
}

/**
 * A new output: the end the launcher writes (`writer`, handed to its spawn and then closed here) and the judge's
 * reading end.
 */
export async function openOutput(): Promise<{ writer: Socket; output: CapturedOutput }> {
  const { socketPath, waiting } = await captureServer();
  let handler: Handler | undefined;
  const token = crypto.randomBytes(TOKEN_BYTES);
  const accepted = new Promise<Socket>((resolve) => waiting.set(token.toString('hex'), resolve));
  const socket = net.connect({
    path: socketPath,
    onread: {
      buffer: READ_BUFFER,
      // The bytes are READ_BUFFER's: handed on as the Buffer it is.
      callback: (length) => {
        handler?.(READ_BUFFER, length);
        return true;
      },
    },
  });
  // Nothing is read until a reader is there (a launcher started ahead waits for its run).
  socket.pause();
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(token);
  let writer: Socket;
  try {
    [writer] = await Promise.all([accepted, connected]);
  } catch (error) {
    waiting.delete(token.toString('hex'));
    socket.destroy();
    throw error;
  }
  // A reset is an end like another: the run's end is heard of by `close` (supervise.ts).
  socket.on('error', () => undefined);
  writer.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    writer,
    output: {
      socket,
      read(next) {
        handler = next;
        socket.resume();
      },
      drained() {
        if (!handler) {
          handler = () => undefined;
          socket.resume();
        }
        return closed;
      },
    },
  };
}
