/**
 * Programs that talk nonsense to an interactive problem's validator. Whatever a
 * submission writes, the validator must reject it (exit 43) or the submission
 * must fail on its own; a validator that crashes instead makes the judging an
 * Internal Error, which costs the learner nothing: a program about to lose could
 * crash the validator on purpose for a free retry. `judge verify` judges each of
 * these on an interactive package and expects anything but Accepted and
 * Internal Error.
 */
export interface HostileInteraction {
  /** How verify's table names it. */
  name: string;
  source: string;
}

/** Each reads what the validator says first (or not), then writes its nonsense and ends. */
export const HOSTILE_INTERACTIONS: readonly HostileInteraction[] = [
  {
    name: 'digits that are not ASCII',
    source: 'import sys\nsys.stdin.readline()\nfor line in ("? \\u00b2", "! \\u00b2", "\\u0663", "? \\uff11", "\\u00b2"):\n    print(line, flush=True)\n',
  },
  {
    name: 'a number of 10,000 digits',
    source: 'import sys\nsys.stdin.readline()\nfor prefix in ("? ", "! ", ""):\n    print(prefix + "9" * 10000, flush=True)\n',
  },
  {
    name: 'bytes that are not UTF-8, and NUL',
    source: 'import sys\nsys.stdin.readline()\nsys.stdout.buffer.write(b"? \\xff\\xfe\\x00\\n! \\x80\\x00\\n\\xc3\\x28\\n")\nsys.stdout.flush()\n',
  },
  {
    name: 'a line of 16 MiB',
    source: 'import sys\nsys.stdin.readline()\nsys.stdout.write("? " + "1" * (16 << 20))\nsys.stdout.flush()\n',
  },
  {
    name: 'nothing at all',
    source: 'pass\n',
  },
];

/**
 * Outputs that no answer looks like, for a package whose output validator is its own
 * (not interactive). As above, the validator must reject each (exit 43), or run out of
 * its time or memory on it (then the submission's Wrong Answer, never an Internal
 * Error: `checkers/custom-validator.ts`); one that crashes would give a program about
 * to lose a free retry. `judge verify` expects anything but Accepted and Internal Error.
 */
export const HOSTILE_OUTPUTS: readonly HostileInteraction[] = [
  { name: 'no output', source: 'pass\n' },
  { name: 'digits that are not ASCII', source: 'print("\\u0663 \\uff11 \\u00b2 -\\u0661")\n' },
  { name: 'a number of 10,000 digits', source: 'print("9" * 10000)\n' },
  { name: 'bytes that are not UTF-8, and NUL', source: 'import sys\nsys.stdout.buffer.write(b"\\xff\\xfe\\x00\\n\\x80\\x00 \\xc3\\x28\\n")\n' },
  { name: '30 MiB of two-letter words', source: 'import sys\nsys.stdout.write("ab\\n" * (10 << 20))\n' },
];
