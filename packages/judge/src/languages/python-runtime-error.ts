import { definesClass, lineOfSource, withoutTrailingNewlines, type RuntimeErrorDescription, type RuntimeErrorFacts } from '../runtime-error.ts';

/** How many characters of the learner's part of a traceback are kept. */
const MAX_DETAILS_CHARS = 4000;

/** Python's built-in exceptions a program commonly raises (a learner-defined one is accepted too). */
const PYTHON_BUILTIN_ERRORS = new Set([
  'ArithmeticError', 'AssertionError', 'AttributeError', 'BaseException', 'EOFError', 'Exception', 'FloatingPointError',
  'ImportError', 'IndexError', 'KeyError', 'KeyboardInterrupt', 'LookupError', 'MemoryError', 'ModuleNotFoundError',
  'NameError', 'NotImplementedError', 'OSError', 'OverflowError', 'RecursionError', 'RuntimeError', 'StopIteration',
  'SyntaxError', 'SystemError', 'TypeError', 'UnboundLocalError', 'UnicodeDecodeError', 'UnicodeEncodeError',
  'UnicodeError', 'ValueError', 'ZeroDivisionError', 'IndentationError', 'TabError', 'FileNotFoundError',
]);

/**
 * The source with its comments and string literals blanked: a `class X` in either
 * declares nothing. One pass over the source, each character looked at once: it
 * runs on the judge's event loop for a learner's source of up to 64 KiB, where a
 * regular expression retried at every quote of an unclosed string took seconds.
 */
export function blankPythonCommentsAndStrings(source: string): string {
  const out: string[] = [];
  let index = 0;
  let copiedUpTo = 0;
  const blankUpTo = (end: number) => {
    out.push(source.slice(copiedUpTo, index), source.slice(index, end).replace(/[^\n]/g, ' '));
    index = end;
    copiedUpTo = end;
  };
  while (index < source.length) {
    const char = source.charAt(index);
    if (char === '#') {
      const lineEnd = source.indexOf('\n', index);
      blankUpTo(lineEnd < 0 ? source.length : lineEnd);
    } else if (char === '"' || char === "'") {
      blankUpTo(endOfPythonString(source, index));
    } else {
      index += 1;
    }
  }
  out.push(source.slice(copiedUpTo));
  return out.join('');
}

/** Just past the string literal opening at `start`: a backslash escapes the next character (a line end too). */
function endOfPythonString(source: string, start: number): number {
  const quote = source.charAt(start);
  const isTriple = source.startsWith(quote.repeat(3), start);
  const delimiter = isTriple ? quote.repeat(3) : quote;
  let index = start + delimiter.length;
  while (index < source.length) {
    const char = source.charAt(index);
    if (char === '\\') index += 2;
    else if (source.startsWith(delimiter, index)) return index + delimiter.length;
    // A one-quote string ends at its line's end, closed or not.
    else if (char === '\n' && !isTriple) return index;
    else index += 1;
  }
  return source.length;
}

/** Keeps the traceback's frames in the learner's file (with their source lines) and the exception line. */
export function describePythonTraceback(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
  const lines = withoutTrailingNewlines(facts.stderr).split('\n');
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
  // A built-in error in full, one of the learner's own classes by its simple name, a line the file has: nothing a program can choose freely.
  const shownClass = PYTHON_BUILTIN_ERRORS.has(className) ? className : definesClass(blankPythonCommentsAndStrings(facts.source), simpleName) ? simpleName : undefined;
  const line = lineOfSource(lastOwnLine, facts.source);
  const where = line ? ` at line ${line} of ${facts.sourceFileName}` : '';
  const name = `${shownClass ?? 'An exception'}${where}`;
  const hiddenName = PYTHON_BUILTIN_ERRORS.has(className) ? className : 'An exception';
  return { name, hiddenName, details: [...kept, exceptionLine].join('\n').slice(0, MAX_DETAILS_CHARS) };
}
