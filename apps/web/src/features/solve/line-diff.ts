import { diffArrays } from 'diff';

export type DiffLine = {
  /** same: in both; missing: expected but not printed; extra: printed but not expected. */
  kind: 'same' | 'missing' | 'extra';
  text: string;
  /** 1-based line number in the expected output (same, missing) or in the program's output (extra). */
  lineNumber: number;
};

/** The lines of a text; one final newline ends the last line rather than starting an empty one. */
function linesOf(text: string): string[] {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Lines beyond this are not compared: the diff is for reading, and its cost grows with both lengths. */
export const MAX_DIFF_LINES = 500;

/**
 * The expected output against the program's, line by line. Lines that differ only
 * in trailing spaces count as the same, as the judge's token checker reads them.
 */
export function lineDiff(expected: string, actual: string): DiffLine[] {
  const expectedLines = linesOf(expected).slice(0, MAX_DIFF_LINES);
  const actualLines = linesOf(actual).slice(0, MAX_DIFF_LINES);
  const changes = diffArrays(expectedLines, actualLines, { comparator: (left, right) => left.trimEnd() === right.trimEnd() });
  const lines: DiffLine[] = [];
  let expectedNumber = 0;
  let actualNumber = 0;
  for (const change of changes) {
    for (const text of change.value) {
      if (change.added) lines.push({ kind: 'extra', text, lineNumber: ++actualNumber });
      else if (change.removed) lines.push({ kind: 'missing', text, lineNumber: ++expectedNumber });
      else {
        actualNumber += 1;
        lines.push({ kind: 'same', text, lineNumber: ++expectedNumber });
      }
    }
  }
  return lines;
}
