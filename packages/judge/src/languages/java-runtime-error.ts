import { definesClass, type RuntimeErrorDescription, type RuntimeErrorFacts } from '../runtime-error.ts';

/** How many characters of the learner's part of a stack trace are kept. */
const MAX_DETAILS_CHARS = 4000;

/**
 * An uncaught exception's class and its line in the learner's file; only java.*
 * and javax.* classes and the learner's own are named. The details keep the
 * message and the learner's frames (samples only).
 */
export function describeJavaException(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
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
