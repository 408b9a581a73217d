import type { Language } from '@codepath/contract/enums';

/** What the judge knows of a program that ended with a Runtime Error. */
export interface RuntimeErrorFacts {
  language: Language;
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
 * `name` is safe on any test: a signal's description, or an exception's class
 * (java.*, a Python built-in, or one the learner's source defines) and the line in
 * the learner's file; never the exception's message, which can echo the test's
 * input. `details` (samples only) adds the message and the learner's frames.
 */
export interface RuntimeErrorDescription {
  name: string;
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

/** Python's built-in exceptions a program commonly raises (a learner-defined one is accepted too). */
const PYTHON_BUILTIN_ERRORS = new Set([
  'ArithmeticError', 'AssertionError', 'AttributeError', 'BaseException', 'EOFError', 'Exception', 'FloatingPointError',
  'ImportError', 'IndexError', 'KeyError', 'KeyboardInterrupt', 'LookupError', 'MemoryError', 'ModuleNotFoundError',
  'NameError', 'NotImplementedError', 'OSError', 'OverflowError', 'RecursionError', 'RuntimeError', 'StopIteration',
  'SyntaxError', 'SystemError', 'TypeError', 'UnboundLocalError', 'UnicodeDecodeError', 'UnicodeEncodeError',
  'UnicodeError', 'ValueError', 'ZeroDivisionError', 'IndentationError', 'TabError', 'FileNotFoundError',
]);

export const NON_ZERO_EXIT = 'Non-zero exit code: a program must end with exit code 0';

/** How many characters of the learner's part of a traceback are kept. */
const MAX_DETAILS_CHARS = 4000;

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

/** Names a Runtime Error for a learner: the signal, or the exception and its line in the learner's file. */
export function describeRuntimeError(facts: RuntimeErrorFacts): RuntimeErrorDescription {
  if (facts.language === 'java') {
    const java = describeJavaException(facts);
    if (java) return java;
  }
  if (facts.language === 'python') {
    const python = describePythonTraceback(facts);
    if (python) return python;
  }
  const signal = signalOf(facts);
  if (signal) {
    const thrown = /terminate called after throwing an instance of '(std::[\w:]+)'/.exec(facts.stderr)?.[1];
    const name = signalDescription(signal);
    return { name: thrown ? `${name}; uncaught exception ${thrown}` : name, details: '' };
  }
  // The code itself only in the details: a program can choose it from a hidden input.
  return { name: NON_ZERO_EXIT, details: facts.exitCode === null ? '' : `Exit code ${facts.exitCode}` };
}

function definesClass(source: string, name: string): boolean {
  return new RegExp(`\\bclass\\s+${name.replace(/[.$]/g, '\\$&')}\\b`).test(source);
}

function describeJavaException(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
  const lines = facts.stderr.split('\n');
  const start = lines.findIndex((line) => /^Exception in thread "[^"]*" [\w.$]+/.test(line));
  if (start < 0) return null;
  const match = /^Exception in thread "[^"]*" ([\w.$]+)(?::\s?(.*))?$/.exec(lines[start] ?? '');
  const className = match?.[1] ?? '';
  const simpleName = className.split(/[.$]/).pop() ?? className;
  const isNameable = /^javax?\./.test(className) || definesClass(facts.source, simpleName);
  const frames = lines.slice(start + 1).filter((line) => /^\s+at /.test(line));
  const own = frames.filter((line) => line.includes(`(${facts.sourceFileName}:`));
  const lineNumber = own[0] ? /:(\d+)\)/.exec(own[0])?.[1] : undefined;
  const where = lineNumber ? ` at line ${lineNumber} of ${facts.sourceFileName}` : '';
  const name = `${isNameable ? className : 'An exception'}${where}`;
  const heading = match?.[2] ? `${className}: ${match[2]}` : className;
  return { name, details: [heading, ...own.map((line) => `    ${line.trim()}`)].join('\n').slice(0, MAX_DETAILS_CHARS) };
}

/** Keeps the traceback's frames in the learner's file (with their source lines) and the exception line. */
function describePythonTraceback(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
  const lines = facts.stderr.replace(/\n+$/, '').split('\n');
  const start = lines.lastIndexOf('Traceback (most recent call last):');
  if (start < 0) return null;
  const kept: string[] = ['Traceback (most recent call last):'];
  let isOwnFrame = false;
  let lastOwnLine: string | undefined;
  let exceptionLine = '';
  for (const line of lines.slice(start + 1)) {
    const frame = /^ {2}File "([^"]+)", line (\d+)/.exec(line);
    if (frame) {
      isOwnFrame = frame[1] === facts.sourceFileName || frame[1]?.endsWith(`/${facts.sourceFileName}`) === true;
      if (isOwnFrame) {
        lastOwnLine = frame[2];
        kept.push(line.replace(frame[1] ?? '', facts.sourceFileName));
      }
    } else if (/^\s/.test(line)) {
      if (isOwnFrame) kept.push(line);
    } else {
      exceptionLine = line;
      isOwnFrame = false;
    }
  }
  const className = /^([A-Za-z_][\w.]*)/.exec(exceptionLine)?.[1] ?? '';
  const simpleName = className.split('.').pop() ?? className;
  const isNameable = PYTHON_BUILTIN_ERRORS.has(className) || definesClass(facts.source, simpleName);
  const where = lastOwnLine ? ` at line ${lastOwnLine} of ${facts.sourceFileName}` : '';
  const name = `${isNameable ? className : 'An exception'}${where}`;
  return { name, details: [...kept, exceptionLine].join('\n').slice(0, MAX_DETAILS_CHARS) };
}
