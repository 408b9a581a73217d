import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff';

describe('lineDiff', () => {
  it('marks the expected line the program missed and the line it printed instead', () => {
    expect(lineDiff('1\n2\n3\n', '1\n5\n3\n')).toEqual([
      { kind: 'same', text: '1', lineNumber: 1 },
      { kind: 'missing', text: '2', lineNumber: 2 },
      { kind: 'extra', text: '5', lineNumber: 2 },
      { kind: 'same', text: '3', lineNumber: 3 },
    ]);
  });

  it('ignores a missing final newline and trailing spaces, as the checker does', () => {
    expect(lineDiff('0 1\n', '0 1   ').map((line) => line.kind)).toEqual(['same']);
  });

  it('shows every expected line as missing when the program printed nothing', () => {
    expect(lineDiff('a\nb\n', '')).toEqual([
      { kind: 'missing', text: 'a', lineNumber: 1 },
      { kind: 'missing', text: 'b', lineNumber: 2 },
    ]);
  });

  it('numbers extra lines after the expected ones by the program\'s own lines', () => {
    expect(lineDiff('x\n', 'x\ny\nz\n').filter((line) => line.kind === 'extra')).toEqual([
      { kind: 'extra', text: 'y', lineNumber: 2 },
      { kind: 'extra', text: 'z', lineNumber: 3 },
    ]);
  });
});
