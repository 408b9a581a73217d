import { describe, expect, it, vi } from 'vitest';
import { CompileReplyReader, MAX_REPLY_BODY_BYTES } from './compile-reply.ts';

describe('CompileReplyReader', () => {
  it('splits replies wherever the chunks end, multi-byte messages included', () => {
    const text = Buffer.from('1 12 8\nä error0 3 0\n');
    const reader = new CompileReplyReader();
    const replies = [...text].flatMap((byte) => reader.push(Buffer.from([byte])));
    expect(replies).toEqual([
      { status: 1, cpuMs: 12, messages: 'ä error' },
      { status: 0, cpuMs: 3, messages: '' },
    ]);
  });

  it('refuses output that is not a reply', () => {
    expect(() => new CompileReplyReader().push(Buffer.from('Exception in thread "main"\n'))).toThrow(/not a reply|wrote/);
    expect(() => new CompileReplyReader().push(Buffer.alloc(100, 65))).toThrow(/not a reply/);
  });

  it('joins a long reply once, whatever the number of its chunks, and refuses one announced past the cap', () => {
    const body = Buffer.alloc(1024 * 1024, 97);
    const reader = new CompileReplyReader();
    const concat = vi.spyOn(Buffer, 'concat');
    const replies = [Buffer.from(`1 5 ${body.length}\n`), ...Array.from({ length: 16 }, (_, i) => body.subarray(i * 65536, (i + 1) * 65536))].flatMap((chunk) => reader.push(chunk));
    expect(concat.mock.calls.length).toBeLessThanOrEqual(2);
    concat.mockRestore();
    expect(replies.map((reply) => reply.messages.length)).toEqual([body.length]);
    expect(() => new CompileReplyReader().push(Buffer.from(`1 5 ${MAX_REPLY_BODY_BYTES + 1}\n`))).toThrow(/announced/);
  });
});
