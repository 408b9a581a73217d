import { describe, expect, it } from 'vitest';
import { CompileReplyReader } from './compile-reply.ts';

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
});
