import { lineOfSource, type RuntimeErrorDescription, type RuntimeErrorFacts } from '../runtime-error.ts';

const MAX_DETAILS_CHARS = 4000;

/**
 * The Go runtime's own panics, named by their kind (never the values it prints:
 * "index out of range [5] with length 3" would show a hidden input).
 */
const RUNTIME_PANICS: readonly [RegExp, string][] = [
  [/^panic: runtime error: index out of range/, 'index out of range'],
  [/^panic: runtime error: slice bounds out of range/, 'slice bounds out of range'],
  [/^panic: runtime error: integer divide by zero/, 'integer divide by zero'],
  [/^panic: runtime error: invalid memory address or nil pointer dereference/, 'nil pointer dereference'],
  [/^panic: runtime error: makeslice: len out of range/, 'makeslice: len out of range'],
  [/^panic: assignment to entry in nil map/, 'assignment to entry in nil map'],
  [/^panic: runtime error: hash of unhashable type/, 'hash of unhashable type'],
  [/^panic: interface conversion/, 'interface conversion'],
  [/^fatal error: all goroutines are asleep - deadlock!/, 'deadlock: all goroutines are asleep'],
  [/^fatal error: stack overflow/, 'stack overflow'],
];

/**
 * A Go panic: its kind when the runtime raised it ("a panic" when the program called
 * panic itself, whose value the program chooses) and the deepest frame in the
 * learner's file, `\t/box/main.go:7 +0x1d`.
 */
export function describeGoPanic(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
  const lines = facts.stderr.split('\n');
  const headIndex = lines.findIndex((line) => /^(panic: |fatal error: )/.test(line));
  if (headIndex < 0) return null;
  const head = lines[headIndex] ?? '';
  const kind = RUNTIME_PANICS.find(([pattern]) => pattern.test(head))?.[1];
  const file = facts.sourceFileName.replace('.', '\\.');
  const frames = lines.slice(headIndex).filter((line) => new RegExp(`^\\t.*\\b${file}:\\d+`).test(line));
  const line = lineOfSource(new RegExp(`${file}:(\\d+)`).exec(frames[0] ?? '')?.[1], facts.source);
  const where = line ? ` at line ${line} of ${facts.sourceFileName}` : '';
  const name = kind ? `panic: ${kind}${where}` : `A panic${where}`;
  return { name, hiddenName: kind ? `panic: ${kind}` : 'A panic', details: [head, ...frames.map((frame) => frame.trim().replace(/^(?:\/box\/|\.\/)/, '').replace(/ \+0x[0-9a-f]+$/, ''))].join('\n').slice(0, MAX_DETAILS_CHARS) };
}
