import type { ChildProcess } from 'node:child_process';

/**
 * Two interactive parties joined with nothing of the judge in between (interactive.ts):
 * the submission's launcher starts with its stdin and stdout as pipes, then the
 * validator's launcher starts with the judge's ends of those same pipes as its stdout
 * and stdin, and the judge lets go of them. Every message then goes from one sandbox to
 * the other directly, as over the pipes of a shell, instead of through this process.
 */
export class DirectLink {
  private readonly submissionStarted: Promise<ChildProcess>;
  private resolveStarted: ((child: ChildProcess) => void) | undefined;
  private rejectStarted: ((error: Error) => void) | undefined;
  private submission: ChildProcess | undefined;
  private isTaken = false;
  private isReleased = false;

  constructor() {
    this.submissionStarted = new Promise<ChildProcess>((resolve, reject) => {
      this.resolveStarted = resolve;
      this.rejectStarted = reject;
    });
    // Nobody may be waiting (a validator that never starts): not an unhandled rejection.
    this.submissionStarted.catch(() => undefined);
  }

  /** The submission's launcher started: the judge holds its stdin and stdout, unread, for the validator. */
  started(child: ChildProcess): void {
    this.submission = child;
    this.resolveStarted?.(child);
  }

  /**
   * For the validator's launcher: the submission's launcher, once started, whose stdin and
   * stdout it takes (even when the submission already ended: the validator then reads the
   * end of its output). Throws when there is none to take.
   */
  async take(): Promise<ChildProcess> {
    const child = await this.submissionStarted;
    if (this.isReleased) throw new Error('the output validator ended before it started');
    this.isTaken = true;
    return child;
  }

  /** The submission's run ended: when its launcher never started, no validator waits for it. */
  submissionEnded(): void {
    if (!this.submission) this.rejectStarted?.(new Error('the submission did not start'));
  }

  /** The validator's run ended: a submission whose pipes it never took has them closed, so it sees the end of its input. */
  validatorEnded(): void {
    this.isReleased = true;
    this.rejectStarted?.(new Error('the output validator ended before it started'));
    if (this.submission && !this.isTaken) {
      this.submission.stdin?.destroy();
      this.submission.stdout?.destroy();
    }
  }
}

/** One party of a direct link (see DirectLink). */
export interface LinkedStdio {
  link: DirectLink;
  side: 'submission' | 'validator';
}
