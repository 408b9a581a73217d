import { describe, expect, it } from 'vitest';
import { OutputBuffer, outputMemoryCount, provideOutputMemories, takeOutputMemory } from './output-buffer.ts';

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

  it("keeps a test's output in memory taken for it, reused once given back, and never makes more than the judge's slots need", async () => {
    provideOutputMemories(2);
    const first = await takeOutputMemory(2 * MIB);
    const output = new OutputBuffer(2 * MIB, first);
    const read = Buffer.alloc(64 * 1024, 7);
    for (let i = 0; i < 20; i += 1) output.push(read, 64 * 1024);
    output.push(Buffer.from('end'), 2);
    const kept = output.toBuffer();
    expect(kept.length).toBe(20 * 64 * 1024 + 2);
    expect(kept.buffer).toBe(first.bytes.buffer);
    expect(kept.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(kept.subarray(-3).toString()).toBe('\x07en');
    const others = [];
    for (let taken = 1; taken < outputMemoryCount(); taken += 1) others.push(await takeOutputMemory(2 * MIB));
    expect(new Set([first, ...others].map((memory) => memory.bytes)).size).toBe(outputMemoryCount());
    // All taken: one more waits for one given back, and gets that one.
    let third: Buffer | undefined;
    const waiting = takeOutputMemory(2 * MIB).then((memory) => (third = memory.bytes));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(third).toBeUndefined();
    first.release();
    await waiting;
    expect(third).toBe(first.bytes);
  });

  it("keeps nothing of a validator's output, which nothing reads", () => {
    const output = new OutputBuffer(2 * MIB, 'dropped');
    output.push(Buffer.alloc(64 * 1024, 1));
    expect(output.toBuffer().length).toBe(0);
  });
});
