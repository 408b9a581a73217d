import { AppError } from './app-error.ts';

const describeBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`);

/** Limits count UTF-8 bytes, as the judge stores them. */
export function assertWithinSize(text: string, maxBytes: number, what: 'Code' | 'Input' | 'Expected output'): void {
  if (Buffer.byteLength(text, 'utf8') > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${what} is too large (the limit is ${describeBytes(maxBytes)})`);
  }
}
