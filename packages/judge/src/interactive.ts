import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';
import { MAX_RETURNED_OUTPUT_BYTES } from '@codepath/contract/compiler';
import type { Verdict } from '@codepath/contract/enums';
import type { OutputValidator, ValidatedFiles, ValidatorCheckResult } from './checkers/custom-validator.ts';
import { outputForLearner } from './checkers/learner-text.ts';
import type { RunOutcome } from './execution.ts';
import type { PreparedProgram } from './program-job.ts';
import { signalOf } from './runtime-error.ts';
import { InteractionLink } from './sandbox/joined-stdio.ts';
import type { ResourceLimits } from './sandbox/limits.ts';
import type { StreamedStdio } from './sandbox/types.ts';

/** The validator may outlive the submission's wall limit by this much (it reads what the submission wrote last). */
export const VALIDATOR_EXTRA_WALL_MS = 2000;
/** After the submission failed, the validator has this long to read the end of its output and end by itself. */
export const VALIDATOR_GRACE_MS = 1000;
/** A recorded conversation keeps this much; the rest is only counted. */
export const TRANSCRIPT_BYTES = MAX_RETURNED_OUTPUT_BYTES;
export const TRANSCRIPT_TRUNCATED_NOTE = '[conversation truncated: only the first 64 KiB are shown]';

export interface InteractionResult {
  verdict: Verdict;
  /** The validator's judgemessage.txt (or why it failed); empty when the submission's own failure decided. */
  message: string;
  /** The submission's run: its CPU time, memory and how it ended. */
  submission: RunOutcome;
  /**
   * The conversation as `.interaction` lines (`> ` what the validator sent, `< `
   * what the submission answered), when asked for: samples and Run only.
   */
  transcript?: string;
  /** Scoring problems: what the validator wrote to score.txt, when it did. */
  score?: number;
}

export interface PlayInteractionInput {
  /** The submission, compiled in its job (program-job.ts). */
  program: Pick<PreparedProgram, 'run'>;
  limits: ResourceLimits;
  validator: OutputValidator;
  /** The test's files, and its group's own validator arguments when it has them. */
  files: ValidatedFiles;
  isRecorded: boolean;
}

/** Both directions of a conversation, written down line by line up to TRANSCRIPT_BYTES. */
export class Transcript {
  private readonly lines: string[] = [];
  /** Each direction's line in progress, as the pieces that came (joined once it ends: a line fed a byte at a time stays linear). */
  private readonly pending = { '>': [] as string[], '<': [] as string[] };
  private readonly pendingChars = { '>': 0, '<': 0 };
  private readonly decoders = { '>': new StringDecoder('utf8'), '<': new StringDecoder('utf8') };
  private bytes = 0;
  private isTruncated = false;

  add(marker: '>' | '<', chunk: Buffer): void {
    if (this.isTruncated) return;
    const text = this.decoders[marker].write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0 && !this.isTruncated; end = text.indexOf('\n', start)) {
      this.pending[marker].push(text.slice(start, end));
      this.endLine(marker);
      start = end + 1;
    }
    const rest = text.slice(start);
    if (rest) {
      this.pending[marker].push(rest);
      this.pendingChars[marker] += rest.length;
    }
    // A line that never ends would otherwise grow without bound; past the cap it can never be shown whole.
    if (this.pendingChars[marker] > TRANSCRIPT_BYTES) this.isTruncated = true;
  }

  text(): string {
    for (const marker of ['>', '<'] as const) if (this.pendingChars[marker] > 0) this.endLine(marker);
    return outputForLearner([...this.lines, ...(this.isTruncated ? [TRANSCRIPT_TRUNCATED_NOTE] : [])].join('\n'));
  }

  private endLine(marker: '>' | '<'): void {
    this.push(`${marker} ${this.pending[marker].join('')}`);
    this.pending[marker] = [];
    this.pendingChars[marker] = 0;
  }

  private push(line: string): void {
    if (this.isTruncated) return;
    const size = Buffer.byteLength(line, 'utf8') + 1;
    if (this.bytes + size > TRANSCRIPT_BYTES) {
      this.isTruncated = true;
      return;
    }
    this.lines.push(line);
    this.bytes += size;
  }
}

/**
 * A pipe between the two parties that, when asked, notes what passes through it. With
 * `holdEndUntil`, the end of what came in reaches the reader only once that settles.
 */
function relay(onChunk?: (chunk: Buffer) => void, holdEndUntil?: Promise<unknown>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      onChunk?.(chunk);
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      if (!holdEndUntil) return callback();
      void holdEndUntil.then(
        () => callback(),
        () => callback(),
      );
    },
  });
}

/**
 * The Kattis rule: a submission that failed (crash, time-out, limits) before the
 * validator rejected keeps its own verdict; otherwise the validator decides (42
 * accepted, 43 wrong answer, anything else the judge's fault). A submission the
 * validator accepted must still end cleanly.
 */
export function decideInteraction(submission: RunOutcome, validator: ValidatorCheckResult): { verdict: Verdict; message: string } {
  const hasSubmissionFailedFirst = submission.verdict !== null && submission.result.exitedAt <= validator.exitedAt;
  if (!validator.isValidatorFailure && validator.isAccepted) {
    return submission.verdict === null ? { verdict: 'Accepted', message: validator.message } : { verdict: submission.verdict, message: '' };
  }
  if (hasSubmissionFailedFirst && submission.verdict !== null) return { verdict: submission.verdict, message: '' };
  return { verdict: validator.isValidatorFailure ? 'Internal Error' : 'Wrong Answer', message: validator.message };
}

/**
 * Runs the submission and the validator at once, each in its own sandbox, the one's
 * stdout the other's stdin. Whoever ends badly first ends the other (a rejecting
 * validator stops the submission at once; a failed submission stops the validator
 * if it has not ended VALIDATOR_GRACE_MS later), so no party that stops reading or
 * writing holds the judge past its wall limit.
 */
export async function playInteraction(input: PlayInteractionInput): Promise<InteractionResult> {
  const { program, validator, files, isRecorded } = input;
  const transcript = isRecorded ? new Transcript() : undefined;
  // The end of the submission's output reaches the validator once the submission has ended (as BAPCtools
  // relays it), not when it closes its stdout: a submission that closes its output and runs on is judged
  // by how it ends (out of time, or a crash), not by the validator's rejection of a conversation cut short.
  let markSubmissionEnded = (): void => undefined;
  const submissionEnded = new Promise<void>((resolve) => (markSubmissionEnded = resolve));
  // When the validator's output ended, as this process saw it: the submission can react to that end (EOF)
  // only after it is seen here. The two parties' exits are ordered by the times their boxes report
  // (supervise.ts), however late each is heard of under load.
  const outputEndedAt = { validator: Number.POSITIVE_INFINITY };
  let streams: { submission: StreamedStdio; validator: StreamedStdio };
  let link: InteractionLink | undefined;
  let markValidatorInputGone = (): void => undefined;
  const validatorInputGone = new Promise<void>((resolve) => (markValidatorInputGone = resolve));
  if (transcript) {
    // A recorded conversation (samples, Run) passes through here, to be written down.
    const toValidator = relay((chunk) => transcript.add('<', chunk), submissionEnded);
    const toSubmission = relay((chunk) => transcript.add('>', chunk));
    toSubmission.once('finish', () => (outputEndedAt.validator = performance.now()));
    // What the submission writes once the validator has ended counts against its output limit (supervise.ts), as a
    // joined submission's client counts it: the two paths agree by that rule, whatever speed each drains at.
    streams = {
      submission: { stdin: toSubmission, stdout: toValidator, readerEnded: validatorInputGone },
      // The validator's input is gone as soon as it closed it or ended, before its run's end is heard of.
      validator: { stdin: toValidator, stdout: toSubmission, onInputGone: markValidatorInputGone },
    };
  } else {
    // Otherwise the two talk over pipes of their own, as in a shell: a message through this process would cost a
    // wake-up of the judge each way. The same two rules hold (box-client.c, `joined-…`): the submission's client
    // keeps the validator's input pipe until it ends after its program, and the validator's client says when the
    // validator's output ended before passing that end on (RawRun.outputEndedAt).
    link = await InteractionLink.open();
    streams = { submission: { joined: link.submission() }, validator: { joined: link.validator() } };
  }
  const stopSubmission = new AbortController();
  let stoppedAt = Number.POSITIVE_INFINITY;
  const stopValidator = new AbortController();

  // Its stdin is the validator's output: no input file.
  // A failed submission closed its output, so the validator reads the end of it and decides on its own; it is
  // stopped only if it has not ended a while later. Stopping it at once could cut off the report of a validator
  // that had already rejected (its exit heard after the submission's), turning Wrong Answer into Internal Error.
  let validatorStopTimer: NodeJS.Timeout | undefined;
  const submissionRun = program.run({ stdinFd: -1, limits: input.limits, streams: streams.submission, abortSignal: stopSubmission.signal }).then((outcome) => {
    if (outcome.verdict !== null) validatorStopTimer = setTimeout(() => stopValidator.abort(), VALIDATOR_GRACE_MS);
    return outcome;
  });
  void submissionRun.finally(markSubmissionEnded).catch(() => undefined);
  const validatorRun = validator
    .interact(files, {
      streams: streams.validator,
      abortSignal: stopValidator.signal,
      wallMs: input.limits.wallMs + VALIDATOR_EXTRA_WALL_MS,
    })
    .then((checked) => {
      if (checked.isValidatorFailure || !checked.isAccepted) {
        stoppedAt = performance.now();
        stopSubmission.abort();
      }
      return checked;
    })
    .finally(() => {
      clearTimeout(validatorStopTimer);
      markValidatorInputGone();
    });
  const [submission, checked] = await Promise.all([submissionRun, validatorRun]).finally(() => link?.close());
  // Killed here because the validator had ended: that kill is the judge's doing, not a failure of the program's.
  // (A program that killed itself before the stop keeps its own Runtime Error: it ended before the judge acted.)
  const isStoppedHere =
    stopSubmission.signal.aborted && submission.verdict === 'Runtime Error' && signalOf(submission.result) === 'SIGKILL' && submission.result.exitedAt >= stoppedAt;
  return {
    ...decideInteraction(
      // The submission's own end as the box saw it: when it closed its output is its choice (it could close it
      // first, then wait to be stopped, to have its failure come "first").
      isStoppedHere ? { ...submission, verdict: null } : submission,
      { ...checked, exitedAt: Math.min(checked.exitedAt, outputEndedAt.validator) },
    ),
    submission,
    ...(transcript ? { transcript: transcript.text() } : {}),
    ...(!checked.isValidatorFailure && checked.score !== undefined ? { score: checked.score } : {}),
  };
}
