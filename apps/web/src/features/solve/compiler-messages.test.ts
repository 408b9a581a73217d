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
  // The outputs below are the judge's own, as the sandboxed compilers print them.
  it('reads Go, C# and rustc errors with line and column', () => {
    expect(parseCompilerMessages('# command-line-arguments\n./main.go:4:2: x declared but not used')).toEqual([{ line: 4, column: 2, severity: 'error', message: 'x declared but not used' }]);
    expect(parseCompilerMessages("Compilation failed: 1 error(s), 0 warnings\nmain.cs(3,13): error CS0029: Cannot implicitly convert type `string' to `int'")).toEqual([
      { line: 3, column: 13, severity: 'error', message: "Cannot implicitly convert type `string' to `int'" },
    ]);
    // The judge's own refusal of a number Mono would misread has no code of the compiler's.
    expect(parseCompilerMessages('main.cs(3,16): error: the number 15_000_000 has digit separators (_)')).toEqual([
      { line: 3, column: 16, severity: 'error', message: 'the number 15_000_000 has digit separators (_)' },
    ]);
    const rustc = ['error[E0308]: mismatched types', ' --> main.rs:2:18', '  |', '2 |     let x: i32 = "a";', '  |            ---   ^^^ expected `i32`, found `&str`', '', 'error: aborting due to 1 previous error'].join('\n');
    expect(parseCompilerMessages(rustc)).toEqual([{ line: 2, column: 18, severity: 'error', message: 'mismatched types' }]);
  });

  it("reads kotlinc's errors with line and column", () => {
    const kotlinc = "main.kt:2:16: error: initializer type mismatch: expected 'Int', actual 'String'.\n    val x: Int = \"a\"\n               ^\nmain.kt:3:13: error: unresolved reference 'y'.\n    println(y)\n            ^";
    expect(parseCompilerMessages(kotlinc)).toEqual([
      { line: 2, column: 16, severity: 'error', message: "initializer type mismatch: expected 'Int', actual 'String'." },
      { line: 3, column: 13, severity: 'error', message: "unresolved reference 'y'." },
    ]);
  });

  it("reads esbuild's TypeScript errors and Node's JavaScript syntax check", () => {
    const esbuild = ['✘ [ERROR] Unexpected ";"', '', '    main.ts:2:9:', '      2 │ let b = (;', '        ╵          ^'].join('\n');
    expect(parseCompilerMessages(esbuild)).toEqual([{ line: 2, column: 9, severity: 'error', message: 'Unexpected ";"' }]);
    const node = ['main.js:2', 'const b = (;', '           ^', '', "SyntaxError: Unexpected token ';'", '    at wrapSafe (node:internal/modules/cjs/loader:1464:18)', '', 'Node.js v20.20.2'].join('\n');
    expect(parseCompilerMessages(node)).toEqual([{ line: 2, column: 12, severity: 'error', message: "SyntaxError: Unexpected token ';'" }]);
  });
});
