import { definesClass, lineOfSource, type RuntimeErrorDescription, type RuntimeErrorFacts } from '../runtime-error.ts';
import { blankCommentsAndLiterals } from './java-entry-point.ts';

/** How many characters of the learner's part of a stack trace are kept. */
const MAX_DETAILS_CHARS = 4000;

/**
 * The JDK's exceptions a learner's program meets, named in full on any test. A
 * program prints its own stack trace if it likes, so a name outside this list
 * (or the learner's own classes) could carry a hidden input: it is not shown.
 */
export const JDK_EXCEPTIONS: ReadonlySet<string> = new Set([
  ...([
    'ArithmeticException', 'ArrayIndexOutOfBoundsException', 'ArrayStoreException', 'AssertionError',
    'ClassCastException', 'ClassNotFoundException', 'CloneNotSupportedException', 'Error', 'Exception',
    'ExceptionInInitializerError', 'IllegalArgumentException', 'IllegalMonitorStateException',
    'IllegalStateException', 'IndexOutOfBoundsException', 'InternalError', 'InterruptedException',
    'LinkageError', 'NegativeArraySizeException', 'NoClassDefFoundError', 'NoSuchFieldException',
    'NoSuchMethodException', 'NullPointerException', 'NumberFormatException', 'OutOfMemoryError',
    'RuntimeException', 'SecurityException', 'StackOverflowError', 'StringIndexOutOfBoundsException',
    'Throwable', 'UnsupportedOperationException',
  ] as const).map((name) => `java.lang.${name}`),
  ...([
    'ConcurrentModificationException', 'EmptyStackException', 'IllegalFormatConversionException',
    'IllegalFormatException', 'InputMismatchException', 'MissingFormatArgumentException',
    'NoSuchElementException', 'UnknownFormatConversionException',
  ] as const).map((name) => `java.util.${name}`),
  ...([
    'EOFException', 'FileNotFoundException', 'IOException', 'UncheckedIOException',
  ] as const).map((name) => `java.io.${name}`),
  'java.util.concurrent.ExecutionException',
  'java.util.regex.PatternSyntaxException',
  'java.time.DateTimeException',
  'java.time.format.DateTimeParseException',
]);

/**
 * An uncaught exception's class and its line in the learner's file: a class of
 * `shownNames` (the JDK's list above, and a JVM language's own) in full, or one of
 * the learner's own classes by its simple name (declared in code: `blank` hides the
 * comments and literals where a source could list thousands), and a line the file
 * has; anything else is "An exception". The details keep the message and the
 * learner's frames (samples only).
 */
export function describeJvmException(facts: RuntimeErrorFacts, shownNames: ReadonlySet<string>, blank: (source: string) => string): RuntimeErrorDescription | null {
  const lines = facts.stderr.split('\n');
  const start = lines.findIndex((line) => /^Exception in thread "[^"]*" [\w.$]+/.test(line));
  if (start < 0) return null;
  const match = /^Exception in thread "[^"]*" ([\w.$]+)(?::\s?(.*))?$/.exec(lines[start] ?? '');
  const className = match?.[1] ?? '';
  const simpleName = className.split(/[.$]/).pop() ?? className;
  const shownClass = shownNames.has(className) ? className : definesClass(blank(facts.source), simpleName) ? simpleName : undefined;
  const frames = lines.slice(start + 1).filter((line) => /^\s+at /.test(line));
  const own = frames.filter((line) => line.includes(`(${facts.sourceFileName}:`));
  const lineNumber = lineOfSource(own[0] ? /:(\d+)\)/.exec(own[0])?.[1] : undefined, facts.source);
  const where = lineNumber ? ` at line ${lineNumber} of ${facts.sourceFileName}` : '';
  const name = `${shownClass ?? 'An exception'}${where}`;
  const heading = match?.[2] ? `${className}: ${match[2]}` : className;
  return { name, hiddenName: shownNames.has(className) ? className : 'An exception', details: [heading, ...own.map((line) => `    ${line.trim()}`)].join('\n').slice(0, MAX_DETAILS_CHARS) };
}

/** A Java program's uncaught exception, named as describeJvmException says. */
export function describeJavaException(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
  return describeJvmException(facts, JDK_EXCEPTIONS, blankCommentsAndLiterals);
}
