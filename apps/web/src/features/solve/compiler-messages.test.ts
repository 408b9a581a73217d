import { describe, expect, it } from 'vitest';
import { parseCompilerMessages } from './compiler-messages';

describe('parseCompilerMessages', () => {
  it('reads gcc and g++ errors and warnings with line and column, skipping notes', () => {
    const output = [
      "main.c: In function 'main':",
      "main.c:3:2: error: expected ',' or ';' before 'return'",
      '    3 |  return y; }',
      '      |  ^~~~~~',
      "main.cpp:7:10: warning: unused variable 'z' [-Wunused-variable]",
      "main.cpp:2:5: note: declared here",
    ].join('\n');
    expect(parseCompilerMessages(output)).toEqual([
      { line: 3, column: 2, severity: 'error', message: "expected ',' or ';' before 'return'" },
      { line: 7, column: 10, severity: 'warning', message: "unused variable 'z' [-Wunused-variable]" },
    ]);
  });

  it('reads javac errors and takes the column from the caret line', () => {
    const output = ['Main.java:4: error: cannot find symbol', '        System.out.println(y);', '                           ^', '  symbol:   variable y', '1 error'].join('\n');
    expect(parseCompilerMessages(output)).toEqual([{ line: 4, column: 28, severity: 'error', message: 'cannot find symbol' }]);
  });

  it("reads Python's syntax errors, with or without a caret", () => {
    const syntax = ['  File "main.py", line 1', '    print(', '         ^', "SyntaxError: '(' was never closed"].join('\n');
    expect(parseCompilerMessages(syntax)).toEqual([{ line: 1, column: 10, severity: 'error', message: "SyntaxError: '(' was never closed" }]);
    expect(parseCompilerMessages('Sorry: IndentationError: unexpected indent (main.py, line 2)')).toEqual([
      { line: 2, column: null, severity: 'error', message: 'IndentationError: unexpected indent' },
    ]);
  });

  it('finds nothing in a message that names no line', () => {
    expect(parseCompilerMessages('Compilation took longer than 10 seconds.')).toEqual([]);
  });
});
