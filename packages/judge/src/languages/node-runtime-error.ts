import { lineOfSource, type RuntimeErrorDescription, type RuntimeErrorFacts, withoutTrailingNewlines } from '../runtime-error.ts';
import { declaresType } from './c-like-source.ts';

const MAX_DETAILS_CHARS = 4000;

/** JavaScript's own error classes and Node's usual ones, named on any test; a class the learner declares is too. */
const NODE_ERRORS = new Set(['Error', 'TypeError', 'RangeError', 'ReferenceError', 'SyntaxError', 'EvalError', 'URIError', 'AggregateError', 'AssertionError']);

/**
 * Node's report of an uncaught exception: the first line of its stack
 * (`TypeError: …` or `Uncaught TypeError …`) and the frames in the learner's file,
 * `at f (/box/main.js:3:5)` (a TypeScript program's lines come through its source map).
 * Only a class of the fixed list or the learner's own is named, with a line the file has.
 */
export function describeNodeError(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
  const lines = withoutTrailingNewlines(facts.stderr).split('\n');
  const headIndex = lines.findIndex((line) => /^(?:Uncaught )?[A-Za-z_$][\w$]*(?: \[[A-Z_]+\])?(?::|$)/.test(line) && !/^node:/.test(line));
  if (headIndex < 0 || !lines.slice(headIndex + 1).some((line) => /^\s+at /.test(line))) return null;
  const head = lines[headIndex] ?? '';
  const className = /^(?:Uncaught )?([A-Za-z_$][\w$]*)/.exec(head)?.[1] ?? '';
  const shownClass = NODE_ERRORS.has(className) || declaresType(facts.source, className) ? className : undefined;
  const ownFrames = lines.slice(headIndex + 1).filter((line) => /^\s+at /.test(line) && line.includes(facts.sourceFileName));
  const firstLine = ownFrames[0] ? new RegExp(`${facts.sourceFileName.replace('.', '\\.')}:(\\d+)`).exec(ownFrames[0])?.[1] : undefined;
  const line = lineOfSource(firstLine, facts.source);
  const where = line ? ` at line ${line} of ${facts.sourceFileName}` : '';
  const details = [head, ...ownFrames.map((frame) => frame.replace(/\/box\//g, ''))].join('\n').slice(0, MAX_DETAILS_CHARS);
  return { name: `${shownClass ?? 'An exception'}${where}`, hiddenName: NODE_ERRORS.has(className) ? className : 'An exception', details };
}
