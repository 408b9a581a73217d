import { lineOfSource, type RuntimeErrorDescription, type RuntimeErrorFacts } from '../runtime-error.ts';
import { declaresType } from './c-like-source.ts';

const MAX_DETAILS_CHARS = 4000;

/** .NET's exceptions a program commonly meets, named on any test; a class the learner declares is too. */
const SYSTEM_EXCEPTIONS = new Set(
  [
    'Exception', 'SystemException', 'IndexOutOfRangeException', 'NullReferenceException', 'DivideByZeroException', 'OverflowException',
    'FormatException', 'ArgumentException', 'ArgumentNullException', 'ArgumentOutOfRangeException', 'InvalidOperationException',
    'InvalidCastException', 'OutOfMemoryException', 'StackOverflowException', 'NotImplementedException', 'NotSupportedException',
    'ArithmeticException', 'Collections.Generic.KeyNotFoundException', 'IO.EndOfStreamException', 'IO.IOException',
  ].map((name) => `System.${name}`),
);

/**
 * Mono's report of an unhandled exception (`Unhandled Exception:` then
 * `System.IndexOutOfRangeException: …` and its frames, `at Main.Main () [0x0000a] in
 * /box/main.cs:7`, the line known as the program is compiled and run with debug information).
 */
export function describeMonoException(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
  const lines = facts.stderr.split('\n');
  const start = lines.findIndex((line) => /^\[?(Unhandled Exception|ERROR)/.test(line));
  if (start < 0) return null;
  const head = lines.slice(start).find((line) => /^(?:\[ERROR\] FATAL UNHANDLED EXCEPTION: )?[\w.]+(?:Exception|Error)\b/.test(line.replace(/^Unhandled Exception:\s*/, ''))) ?? '';
  const className = /([\w.]+(?:Exception|Error))\b/.exec(head.replace(/^\[ERROR\] FATAL UNHANDLED EXCEPTION: |^Unhandled Exception:\s*/, ''))?.[1] ?? '';
  const simpleName = className.split('.').pop() ?? className;
  const shownClass = SYSTEM_EXCEPTIONS.has(className) ? className : declaresType(facts.source, simpleName) ? simpleName : undefined;
  const file = facts.sourceFileName.replace('.', '\\.');
  const ownFrames = lines.slice(start).filter((line) => /^\s+at /.test(line) && new RegExp(`${file}:\\d+`).test(line));
  const line = lineOfSource(new RegExp(`${file}:(\\d+)`).exec(ownFrames[0] ?? '')?.[1], facts.source);
  const where = line ? ` at line ${line} of ${facts.sourceFileName}` : '';
  const details = [head, ...ownFrames.map((frame) => frame.replace(/\/box\//g, '').replace(/ \[0x[0-9a-f]+\]/, ''))].join('\n').slice(0, MAX_DETAILS_CHARS);
  return { name: `${shownClass ?? 'An exception'}${where}`, hiddenName: SYSTEM_EXCEPTIONS.has(className) ? className : 'An exception', details };
}
