/** One reply of the long-lived compiler (CompileServer.java): its status, CPU time and messages. */
export interface CompileReply {
  /** 0 compiled, 1 compile errors, 2 the compiler itself failed, 3 the compile reached its time limit. */
  status: number;
  cpuMs: number;
  messages: string;
}

const HEADER = /^(\d) (\d+) (\d+)\n/;
/** A header is a few dozen bytes; anything longer without a line end is not our server speaking. */
const MAX_HEADER_BYTES = 64;
/** The server cuts its messages to what a compile may print (64 KiB); far more is not our server speaking either. */
export const MAX_REPLY_BODY_BYTES = 1024 * 1024;

/**
 * Splits the server's stdout into replies: a header line "<status> <cpu ms>
 * <bytes>", then that many bytes of messages. Throws on anything else, which
 * ends the server (its output can no longer be trusted to line up with requests).
 * Chunks are kept as they come and joined once a reply is whole, so a long reply
 * costs the event loop its length, not its length times its chunks.
 */
export class CompileReplyReader {
  private chunks: Buffer[] = [];
  private received = 0;
  /** The reply under way, once its header was read. */
  private header: { status: number; cpuMs: number; bodyStart: number; end: number } | undefined;

  push(chunk: Buffer): CompileReply[] {
    this.chunks.push(chunk);
    this.received += chunk.length;
    const replies: CompileReply[] = [];
    for (;;) {
      if (this.header && this.received < this.header.end) return replies;
      const pending = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks, this.received);
      this.chunks = [pending];
      if (!this.header) {
        this.header = readHeader(pending);
        if (!this.header) return replies;
        continue;
      }
      const { status, cpuMs, bodyStart, end } = this.header;
      replies.push({ status, cpuMs, messages: pending.subarray(bodyStart, end).toString('utf8') });
      const rest = pending.subarray(end);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.received = rest.length;
      this.header = undefined;
    }
  }
}

function readHeader(pending: Buffer): { status: number; cpuMs: number; bodyStart: number; end: number } | undefined {
  const lineEnd = pending.subarray(0, MAX_HEADER_BYTES + 1).indexOf(10);
  if (lineEnd < 0) {
    if (pending.length > MAX_HEADER_BYTES) throw new Error('the compile server wrote something that is not a reply');
    return undefined;
  }
  const match = HEADER.exec(pending.subarray(0, lineEnd + 1).toString('latin1'));
  if (!match) throw new Error(`the compile server wrote ${JSON.stringify(pending.subarray(0, lineEnd).toString('utf8').slice(0, 80))}`);
  const bodyBytes = Number(match[3]);
  if (bodyBytes > MAX_REPLY_BODY_BYTES) throw new Error(`the compile server announced ${bodyBytes} bytes of messages`);
  return { status: Number(match[1]), cpuMs: Number(match[2]), bodyStart: lineEnd + 1, end: lineEnd + 1 + bodyBytes };
}
