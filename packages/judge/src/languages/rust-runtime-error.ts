import { lineOfSource, signalDescription, signalOf, type RuntimeErrorDescription, type RuntimeErrorFacts } from '../runtime-error.ts';

/** The standard library's panics, named by their kind (never their values: "the len is 3 but the index is 5"). */
const STD_PANICS: readonly [RegExp, string][] = [
  [/^index out of bounds/, 'index out of bounds'],
  [/^attempt to divide by zero/, 'attempt to divide by zero'],
  [/^attempt to calculate the remainder with a divisor of zero/, 'attempt to calculate the remainder with a divisor of zero'],
  [/^attempt to (add|subtract|multiply|negate|shift left|shift right) with overflow/, 'arithmetic overflow'],
  [/^called `Option::unwrap\(\)` on a `None` value/, 'called `Option::unwrap()` on a `None` value'],
  [/^called `Result::unwrap\(\)` on an `Err` value/, 'called `Result::unwrap()` on an `Err` value'],
  [/^byte index \d+ is (out of bounds|not a char boundary)/, 'string index out of bounds'],
  [/^range (start|end) index \d+ out of range/, 'slice range out of bounds'],
  [/^slice index starts at \d+ but ends at \d+/, 'slice range out of bounds'],
  [/^capacity overflow/, 'capacity overflow'],
];

const MAX_DETAILS_CHARS = 4000;
/**
 * A panic's first line is read this far: its location is near its start, and the unanchored patterns below take
 * time that grows with the square of what they read (a program can write a 64 KiB line of "panicked at '").
 */
export const PANIC_HEAD_CHARS = 1024;

/**
 * A Rust panic (`thread 'main' panicked at main.rs:5:13:` then its message, exit
 * code 101): the standard library's kind and the line in the learner's file; a
 * panic the program raised itself ("a panic") keeps its message for samples only.
 * A stack overflow aborts with the runtime's own line.
 */
export function describeRustPanic(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
  const lines = facts.stderr.split('\n');
  if (lines.some((line) => /^thread '.*'(?: \(\d+\))? has overflowed its stack/.test(line))) {
    const signal = signalOf(facts);
    const name = `Stack overflow${signal ? ` (${signalDescription(signal)})` : ''}`;
    return { name, hiddenName: name, details: '' };
  }
  const headIndex = lines.findIndex((line) => /^thread '.*'(?: \(\d+\))? panicked at /.test(line));
  if (headIndex < 0) return null;
  const head = (lines[headIndex] ?? '').slice(0, PANIC_HEAD_CHARS);
  // Rust 1.73 and later put the message on the next line; older ones after the location, in quotes.
  const message = /panicked at '(.*)', /.exec(head)?.[1] ?? lines[headIndex + 1] ?? '';
  const kind = STD_PANICS.find(([pattern]) => pattern.test(message))?.[1];
  const file = facts.sourceFileName.replace('.', '\\.');
  const line = lineOfSource(new RegExp(`panicked at (?:.*, )?(?:\\S*/)?${file}:(\\d+)`).exec(head)?.[1], facts.source);
  const where = line ? ` at line ${line} of ${facts.sourceFileName}` : '';
  return { name: kind ? `panic: ${kind}${where}` : `A panic${where}`, hiddenName: kind ? `panic: ${kind}` : 'A panic', details: [head.replace(/\/box\//g, ''), message].join('\n').slice(0, MAX_DETAILS_CHARS) };
}
