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

/**
 * Splits the server's stdout into replies: a header line "<status> <cpu ms>
 * <bytes>", then that many bytes of messages. Throws on anything else, which
 * ends the server (its output can no longer be trusted to line up with requests).
 */
export class CompileReplyReader {
  private pending = Buffer.alloc(0);

  push(chunk: Buffer): CompileReply[] {
    this.pending = Buffer.concat([this.pending, chunk]);
    const replies: CompileReply[] = [];
    for (;;) {
      const lineEnd = this.pending.indexOf(10);
      if (lineEnd < 0) {
        if (this.pending.length > MAX_HEADER_BYTES) throw new Error('the compile server wrote something that is not a reply');
        return replies;
      }
      const match = HEADER.exec(this.pending.subarray(0, lineEnd + 1).toString('latin1'));
      if (!match) throw new Error(`the compile server wrote ${JSON.stringify(this.pending.subarray(0, lineEnd).toString('utf8').slice(0, 80))}`);
      const bodyStart = lineEnd + 1;
      const bodyEnd = bodyStart + Number(match[3]);
      if (this.pending.length < bodyEnd) return replies;
      replies.push({ status: Number(match[1]), cpuMs: Number(match[2]), messages: this.pending.subarray(bodyStart, bodyEnd).toString('utf8') });
      this.pending = this.pending.subarray(bodyEnd);
    }
  }
}
