import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { JoinedStdio } from './types.ts';

/**
 * A connected pair of stream sockets that this process never reads: each end is
 * for a child's stdin (an interactive party's client, JoinedStdio). Node makes no
 * socketpair(2), so one end connects to a listener on a path in a folder only
 * this process's user can enter, and the other is the connection accepted there,
 * paused from the start; the listener and its folder go at once.
 */
export async function socketPair(): Promise<[net.Socket, net.Socket]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codepath-pair-'));
  const server = net.createServer({ pauseOnConnect: true });
  try {
    const address = path.join(dir, 'socket');
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(address, resolve);
    });
    const accepted = new Promise<net.Socket>((resolve) => server.once('connection', resolve));
    const connecting = new net.Socket();
    // Paused before it connects: no read is ever started on it.
    connecting.pause();
    await new Promise<void>((resolve, reject) => {
      connecting.once('error', reject);
      connecting.connect({ path: address }, resolve);
    });
    const other = await accepted;
    for (const socket of [connecting, other]) socket.on('error', () => undefined);
    return [connecting, other];
  } finally {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The two parties of an interaction joined by pipes: the submission's client makes
 * them and passes the validator's ends to the validator's client over the
 * rendezvous, a socket pair whose ends are the two clients' stdin (box-client.c,
 * `joined-…`). The parties' own stdio are pipes, which carry no descriptors: a
 * program cannot park one of its ends in a queue that outlives it. The judge lets
 * go of each end once its client holds it.
 */
export class InteractionLink {
  private constructor(
    private readonly validatorEnd: net.Socket,
    private readonly submissionEnd: net.Socket,
  ) {}

  static async open(): Promise<InteractionLink> {
    const [validatorEnd, submissionEnd] = await socketPair();
    return new InteractionLink(validatorEnd, submissionEnd);
  }

  submission(): JoinedStdio['joined'] {
    return { rendezvous: this.submissionEnd, party: 'submission', onStarted: () => this.submissionEnd.destroy() };
  }

  validator(): JoinedStdio['joined'] {
    return { rendezvous: this.validatorEnd, party: 'validator', onStarted: () => this.validatorEnd.destroy() };
  }

  /**
   * Either party ended or never started: a client still waiting for the other's pipes reads the end (its run fails
   * to start), and pipes passed to a submission that never took them go with the queue.
   */
  close(): void {
    this.validatorEnd.destroy();
    this.submissionEnd.destroy();
  }
}
