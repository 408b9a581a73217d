/** What the judge knows of a program that ended with a Runtime Error. */
export interface RuntimeErrorFacts {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** The program's stderr, host paths already removed. */
  stderr: string;
  /** The learner's file as saved in the box (`main.py`, `Main.java`). */
  sourceFileName: string;
  /** The learner's source: a class it defines may be named on a hidden test. */
  source: string;
}

/**
 * `name` is for a run on public input (a sample, the learner's own): a signal's
 * description, or an exception's class (java.*, a Python built-in, or one the
 * learner's source defines) and the line in the learner's file. `hiddenName` is
 * what a hidden test shows: only what comes from a short fixed list (a signal, a
 * class of the language's own), never a line or a class of the learner's (a
 * program can pick one of thousands from a hidden input, padding its source to have
 * them). Neither holds the exception's message, which can echo the input;
 * `details` (public input only) adds it and the learner's frames.
 */
export interface RuntimeErrorDescription {
  name: string;
  hiddenName: string;
  details: string;
}

const SIGNAL_NAMES: Partial<Record<NodeJS.Signals, string>> = {
  SIGSEGV: 'Segmentation fault (SIGSEGV): invalid memory access',
  SIGFPE: 'Floating-point exception (SIGFPE): division by zero',
  SIGABRT: 'Aborted (SIGABRT): abort() was called or an assertion failed',
  SIGBUS: 'Bus error (SIGBUS): invalid memory access',
  SIGILL: 'Illegal instruction (SIGILL)',
  SIGKILL: 'Killed (SIGKILL)',
  SIGSYS: 'Bad system call (SIGSYS): the sandbox does not allow this system call',
  SIGXFSZ: 'File size limit exceeded (SIGXFSZ)',
  SIGPIPE: 'Broken pipe (SIGPIPE)',
  SIGTRAP: 'Trace trap (SIGTRAP)',
};

const SIGNAL_NUMBERS: Record<number, NodeJS.Signals> = {
  4: 'SIGILL',
  5: 'SIGTRAP',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  25: 'SIGXFSZ',
  31: 'SIGSYS',
};

export const NON_ZERO_EXIT = 'Non-zero exit code: a program must end with exit code 0';

/**
 * The signal that ended the program: reported by the sandbox, or, as a shell and
 * bubblewrap report it, as exit status 128 + n.
 */
export function signalOf(facts: Pick<RuntimeErrorFacts, 'signal' | 'exitCode'>): NodeJS.Signals | null {
  if (facts.signal) return facts.signal;
  if (facts.exitCode !== null && facts.exitCode > 128) return SIGNAL_NUMBERS[facts.exitCode - 128] ?? null;
  return null;
}

export function signalDescription(signal: NodeJS.Signals): string {
  return SIGNAL_NAMES[signal] ?? `Killed by signal ${signal}`;
}

/** How a language names its own runtime errors (an exception and its line); null leaves it to the signal or exit code. */
export type RuntimeErrorNamer = (facts: RuntimeErrorFacts) => RuntimeErrorDescription | null;

/** The signal that ended the program, or the exit code in the details only: a program can choose it from a hidden input. */
export function describeProcessEnd(facts: RuntimeErrorFacts): RuntimeErrorDescription {
  const signal = signalOf(facts);
  if (signal) return { name: signalDescription(signal), hiddenName: signalDescription(signal), details: '' };
  return { name: NON_ZERO_EXIT, hiddenName: NON_ZERO_EXIT, details: facts.exitCode === null ? '' : `Exit code ${facts.exitCode}` };
}

/** Names a Runtime Error for a learner: the language's own naming (an exception and its line in the learner's file), else the signal or exit code. */
export function describeRuntimeError(namer: RuntimeErrorNamer | undefined, facts: RuntimeErrorFacts): RuntimeErrorDescription {
  return namer?.({ ...facts, stderr: withShortLines(facts.stderr) }) ?? describeProcessEnd(facts);
}

/** The text without its trailing line ends, in one pass (the pattern /\n+$/ is retried at every line end: seconds on 64 KiB of them). */
export function withoutTrailingNewlines(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end -= 1;
  return text.slice(0, end);
}

/** No runtime's report has longer lines; a program's own can be 64 KiB long, and the namers' patterns then cost the event loop seconds. */
export const MAX_STDERR_LINE_CHARS = 1000;

function withShortLines(stderr: string): string {
  return stderr.split('\n').map((line) => (line.length > MAX_STDERR_LINE_CHARS ? line.slice(0, MAX_STDERR_LINE_CHARS) : line)).join('\n');
}

/**
 * A line the learner's file has, or undefined: a program can print any number as
 * its traceback's line, so only one of the source's own lines is shown, and only
 * where the input is public (see RuntimeErrorDescription).
 */
export function lineOfSource(line: string | undefined, source: string): number | undefined {
  const number = Number(line);
  return Number.isInteger(number) && number >= 1 && number <= source.split('\n').length ? number : undefined;
}

/** The source declares a class of this name: an exception class of the learner's own may be named on a hidden test. */
export function definesClass(source: string, name: string): boolean {
  return new RegExp(`\\bclass\\s+${name.replace(/[.$]/g, '\\$&')}\\b`).test(source);
}
