import { prettyFactory } from 'pino-pretty';

export interface LogStream {
  write(line: string): void;
}

/**
 * Turns each JSON log line into a readable, coloured one. Formatting is synchronous
 * and in-process, so the redaction hook (`streamWrite`) has already scrubbed the line
 * it receives, and nothing is lost when the process exits right after a line.
 */
export function prettyLogStream(destination: LogStream = process.stdout, colorize = true): LogStream {
  const format = prettyFactory({ colorize, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  return { write: (line) => destination.write(format(line)) };
}

/** JSON lines, as collectors want them, unless a person is watching a terminal (and not under tests). */
export const isWatchedTerminal = (): boolean => process.stdout.isTTY === true && process.env.VITEST === undefined;

/** The logger's stream: the caller's, pretty lines on a terminal, or standard output as JSON (pino's default). */
export function logStreamOption(logStream: LogStream | undefined): { stream?: LogStream } {
  if (logStream) return { stream: logStream };
  return isWatchedTerminal() ? { stream: prettyLogStream() } : {};
}
