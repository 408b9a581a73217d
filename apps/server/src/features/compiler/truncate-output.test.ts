import { describe, expect, it } from 'vitest';
import { OUTPUT_TRUNCATED_NOTE } from '@codepath/contract/compiler';
import { capOutput } from './truncate-output.ts';

describe('capOutput', () => {
  it('leaves output within the limit as it is', () => {
    expect(capOutput('héllo', 6)).toEqual({ text: 'héllo', isTruncated: false });
  });

  it('cuts at the byte limit without splitting a character and says so', () => {
    // "é" takes two bytes: a 2-byte cut of "aé" keeps only "a".
    expect(capOutput('aéz', 2)).toEqual({ text: `a\n${OUTPUT_TRUNCATED_NOTE}`, isTruncated: true });
    expect(capOutput('abcdef', 3)).toEqual({ text: `abc\n${OUTPUT_TRUNCATED_NOTE}`, isTruncated: true });
  });
});
