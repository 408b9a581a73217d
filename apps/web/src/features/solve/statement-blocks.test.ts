import { describe, expect, it } from 'vitest';
import { splitStatement } from './statement-blocks';

describe('splitStatement', () => {
  it('splits at blank lines and marks example and constraints paragraphs', () => {
    const blocks = splitStatement('Find two numbers.\n\n\nExample 1: [2,7] -> 9\n\nConstraints: n <= 10^4\n\nReturn indices.');
    expect(blocks).toEqual([
      { kind: 'text', text: 'Find two numbers.' },
      { kind: 'example', text: 'Example 1: [2,7] -> 9' },
      { kind: 'constraints', text: 'Constraints: n <= 10^4' },
      { kind: 'text', text: 'Return indices.' },
    ]);
  });

  it('keeps a fenced code block whole across blank lines', () => {
    const blocks = splitStatement('Read:\n\n```\n3\n\n1 2 3\n```');
    expect(blocks).toHaveLength(2);
    expect(blocks[1]?.text).toBe('```\n3\n\n1 2 3\n```');
  });
});
