import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { JoinedStdio } from './types.ts';

/**
 * A connected pair of stream sockets that this process never reads: each end is
 * for a child's stdio (an interactive party's, JoinedStdio). Node makes no
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
 * The two directions of an interaction, each a socket pair: the validator writes
 * what the submission reads, and the other way round. The judge keeps its copy of
 * the submission's output end until it has heard the submission ended, so the
 * validator reads the end of that output only then (a submission that closes its
 * output and runs on is judged by how it ends), and its copy of the validator's
 * input end until then too, so a submission that writes after the validator ended
 * meets no closed pipe (its writes wait in the socket, as problemtools' runner keeps
 * them). Every other copy goes once the party's client holds it.
 */
export class InteractionLink {
  private hasValidatorStarted = false;
  private hasSubmissionEnded = false;

  private constructor(
    private readonly toSubmission: { validatorEnd: net.Socket; submissionEnd: net.Socket },
    private readonly toValidator: { submissionEnd: net.Socket; validatorEnd: net.Socket },
  ) {}

  static async open(): Promise<InteractionLink> {
    const [validatorOut, submissionIn] = await socketPair();
    try {
      const [submissionOut, validatorIn] = await socketPair();
      return new InteractionLink({ validatorEnd: validatorOut, submissionEnd: submissionIn }, { submissionEnd: submissionOut, validatorEnd: validatorIn });
    } catch (error) {
      validatorOut.destroy();
      submissionIn.destroy();
      throw error;
    }
  }

  /** The submission's stdin and stdout; once its client holds them, the judge keeps only its output end. */
  submission(): JoinedStdio['joined'] {
    return { stdin: this.toSubmission.submissionEnd, stdout: this.toValidator.submissionEnd, party: 'submission', onStarted: () => this.toSubmission.submissionEnd.destroy() };
  }

  /** The validator's stdin and stdout; once its client holds them, the judge keeps only its input end. */
  validator(): JoinedStdio['joined'] {
    return {
      stdin: this.toValidator.validatorEnd,
      stdout: this.toSubmission.validatorEnd,
      party: 'validator',
      onStarted: () => {
        this.hasValidatorStarted = true;
        this.toSubmission.validatorEnd.destroy();
        if (this.hasSubmissionEnded) this.close();
      },
    };
  }

  /**
   * The submission ended: the validator reads the end of its output, and nothing is kept. A validator not
   * started yet still gets its sockets (the end of the submission's output is what it reads first).
   */
  submissionEnded(): void {
    this.hasSubmissionEnded = true;
    if (this.hasValidatorStarted) this.close();
  }

  /** Both parties ended (or never started): nothing is kept. */
  close(): void {
    for (const socket of [this.toSubmission.validatorEnd, this.toSubmission.submissionEnd, this.toValidator.submissionEnd, this.toValidator.validatorEnd]) socket.destroy();
  }
}
