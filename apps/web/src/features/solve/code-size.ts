import { MAX_CODE_BYTES } from '@codepath/contract/compiler';

/** Bytes of UTF-8, as the server counts its limits. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The server's own words for code over the limit. */
export function codeTooLargeMessage(): string {
  return `Code is too large (the limit is ${MAX_CODE_BYTES / 1024} KiB)`;
}

export function isCodeTooLarge(code: string): boolean {
  // Every character is at least one byte: short code needs no encoding to be known small.
  return code.length > MAX_CODE_BYTES || (code.length * 3 > MAX_CODE_BYTES && utf8Bytes(code) > MAX_CODE_BYTES);
}
