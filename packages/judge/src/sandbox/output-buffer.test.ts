import { describe, expect, it } from 'vitest';
import { OutputBuffer } from './output-buffer.ts';

const MIB = 1024 * 1024;

describe('OutputBuffer', () => {
  it('joins small output as it came', () => {
    const output = new OutputBuffer(32 * MIB);
    output.push(Buffer.from('4\n'));
    output.push(Buffer.from('2 7\n'));
    expect(output.toBuffer().toString()).toBe('4\n2 7\n');
  });

  it('keeps output past 1 MiB whole and in order, in memory of its own that can be moved to a thread', () => {
    const output = new OutputBuffer(4 * MIB);
    const chunks = Array.from({ length: 40 }, (_, index) => Buffer.alloc(64 * 1024, index));
    for (const chunk of chunks) output.push(chunk);
    const kept = output.toBuffer();
    expect(kept.equals(Buffer.concat(chunks))).toBe(true);
    expect(kept.byteOffset).toBe(0);
    expect(kept.buffer.byteLength).toBe(4 * MIB);
  });
});
