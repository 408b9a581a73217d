import { definesClass, type RuntimeErrorDescription, type RuntimeErrorFacts } from '../runtime-error.ts';

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

/** Keeps the traceback's frames in the learner's file (with their source lines) and the exception line. */
export function describePythonTraceback(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
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
