import { describe, expect, it } from 'vitest';
import { OutputBuffer, takeOutputMemory } from './output-buffer.ts';

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

  it("keeps a test's output in memory taken for it, reused once given back, whatever size was printed", async () => {
    const first = await takeOutputMemory(2 * MIB);
    const output = new OutputBuffer(2 * MIB, first);
    const read = Buffer.alloc(64 * 1024, 7);
    for (let i = 0; i < 20; i += 1) output.push(read, 64 * 1024);
    output.push(Buffer.from('end'), 2);
    const kept = output.toBuffer();
    expect(kept.length).toBe(20 * 64 * 1024 + 2);
    expect(kept.buffer).toBe(first.bytes.buffer);
    expect(kept.subarray(-3).toString()).toBe('\x07en');
    first.release();
    const second = await takeOutputMemory(2 * MIB);
    expect(second.bytes).toBe(first.bytes);
    const other = await takeOutputMemory(2 * MIB);
    expect(other.bytes).not.toBe(first.bytes);
    expect(other.bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
  });
});
