import { MAX_RETURNED_OUTPUT_BYTES, OUTPUT_TRUNCATED_NOTE } from '@codepath/contract/compiler';

/** Cuts text to the returned-output limit (on a character boundary) and appends a note saying so. */
export function capOutput(text: string, maxBytes = MAX_RETURNED_OUTPUT_BYTES, note = OUTPUT_TRUNCATED_NOTE): { text: string; isTruncated: boolean } {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return { text, isTruncated: false };
  // Decoding a cut multi-byte character yields U+FFFD; drop it.
  const head = bytes.subarray(0, maxBytes).toString('utf8').replace(/\uFFFD$/, '');
  return { text: `${head}\n${note}`, isTruncated: true };
}
