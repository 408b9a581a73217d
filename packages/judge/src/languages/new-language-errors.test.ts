import { describe, expect, it } from 'vitest';
import type { RuntimeErrorFacts } from '../runtime-error.ts';
import { describeMonoException } from './csharp-runtime-error.ts';
import { describeGoPanic } from './go-runtime-error.ts';
import { describeKotlinException } from './kotlin-runtime-error.ts';
import { describeNodeError } from './node-runtime-error.ts';
import { describeRustPanic, PANIC_HEAD_CHARS } from './rust-runtime-error.ts';

const facts = (stderr: string, sourceFileName: string, source: string, exit: Partial<RuntimeErrorFacts> = {}): RuntimeErrorFacts => ({
  exitCode: 1,
  signal: null,
  stderr,
  sourceFileName,
  source,
  ...exit,
});
const tenLines = 'x\n'.repeat(10);

// The reports below are what the sandboxed runtimes print; a name must never carry a value a hidden input chose.
describe('runtime errors of the new languages, named for a learner', () => {
  it("names Node's error class and the learner's line, keeping the message for the details", () => {
    const stderr = "main.js:3\nconsole.log(n.x);\n              ^\n\nTypeError: Cannot read properties of null (reading 'x')\n    at Object.<anonymous> (main.js:3:15)\n    at Module._compile (node:internal/modules/cjs/loader:1521:14)\n\nNode.js v20.20.2\n";
    const named = describeNodeError(facts(stderr, 'main.js', tenLines));
    expect(named?.name).toBe('TypeError at line 3 of main.js');
    expect(named?.details).toContain("Cannot read properties of null (reading 'x')");
    expect(named?.details).not.toContain('node:internal');
  });

  it("names a thrown class only when the learner's code declares it, not a comment or a string", () => {
    const thrown = 'main.ts:2\n\n\nSecret42Error: 42\n    at Object.<anonymous> (main.ts:2:7)\n';
    expect(describeNodeError(facts(thrown, 'main.ts', 'class Secret42Error extends Error {}\nthrow new Secret42Error("42");\n'))?.name).toBe('Secret42Error at line 2 of main.ts');
    expect(describeNodeError(facts(thrown, 'main.ts', '// class Secret42Error\nthrow Object.assign(new Error(), { name: "Secret42Error" });\n'))?.name).toBe('An exception at line 2 of main.ts');
    // A line the file does not have is not shown: a program can print any number.
    expect(describeNodeError(facts('Error: x\n    at f (main.js:999:1)\n', 'main.js', tenLines))?.name).toBe('Error');
  });

  it('names a Go runtime panic by its kind, never its values, and the panic a program raises as "A panic"', () => {
    const index = facts('panic: runtime error: index out of range [5] with length 2\n\ngoroutine 1 [running]:\nmain.main()\n\t./main.go:8 +0x1d\n', 'main.go', tenLines, { exitCode: 2 });
    expect(describeGoPanic(index)).toEqual({ name: 'panic: index out of range at line 8 of main.go', hiddenName: 'panic: index out of range', details: 'panic: runtime error: index out of range [5] with length 2\nmain.go:8' });
    const own = facts('panic: 314159\n\ngoroutine 1 [running]:\nmain.main()\n\t./main.go:4 +0x1d\n', 'main.go', tenLines, { exitCode: 2 });
    expect(describeGoPanic(own)?.name).toBe('A panic at line 4 of main.go');
    expect(describeGoPanic(facts('exit status 3\n', 'main.go', tenLines, { exitCode: 3 }))).toBeNull();
  });

  it("names a Rust panic by the standard library's kind and a stack overflow by its signal", () => {
    const bounds = facts("\nthread 'main' (2) panicked at main.rs:4:21:\nindex out of bounds: the len is 2 but the index is 5\nnote: run with `RUST_BACKTRACE=1`\n", 'main.rs', tenLines, { exitCode: 101 });
    expect(describeRustPanic(bounds)?.name).toBe('panic: index out of bounds at line 4 of main.rs');
    expect(describeRustPanic(bounds)?.name).not.toContain('5');
    const own = facts("thread 'main' panicked at main.rs:2:5:\nsecret 271828\n", 'main.rs', tenLines, { exitCode: 101 });
    expect(describeRustPanic(own)).toEqual({ name: 'A panic at line 2 of main.rs', hiddenName: 'A panic', details: "thread 'main' panicked at main.rs:2:5:\nsecret 271828" });
    const overflow = facts("\nthread 'main' has overflowed its stack\nfatal runtime error: stack overflow\n", 'main.rs', tenLines, { exitCode: null, signal: 'SIGABRT' });
    expect(describeRustPanic(overflow)?.name).toBe('Stack overflow (Aborted (SIGABRT): abort() was called or an assertion failed)');
  });

  it("reads a Rust panic's first line only as far as its location can be: a program's 64 KiB of \"panicked at '\" is not searched", () => {
    const flood = `thread 'main' panicked at ${"panicked at '".repeat(5000)}, main.rs:2:5:`;
    const named = describeRustPanic(facts(`${flood}\nsecret\n`, 'main.rs', tenLines, { exitCode: 101 }));
    expect(named?.name).toBe('A panic');
    expect(named?.details.split('\n')[0]).toHaveLength(PANIC_HEAD_CHARS);
  });

  it("names a Kotlin program's JVM exception, the standard library's own and the learner's class, as Java's", () => {
    const bounds = 'Exception in thread "main" java.lang.ArrayIndexOutOfBoundsException: Index 7 out of bounds for length 2\n\tat MainKt.main(main.kt:3)\n';
    expect(describeKotlinException(facts(bounds, 'main.kt', tenLines))).toEqual({
      name: 'java.lang.ArrayIndexOutOfBoundsException at line 3 of main.kt',
      hiddenName: 'java.lang.ArrayIndexOutOfBoundsException',
      details: 'java.lang.ArrayIndexOutOfBoundsException: Index 7 out of bounds for length 2\n    at MainKt.main(main.kt:3)',
    });
    const todo = 'Exception in thread "main" kotlin.NotImplementedError: An operation is not implemented.\n\tat MainKt.solve(main.kt:2)\n\tat MainKt.main(main.kt:5)\n';
    expect(describeKotlinException(facts(todo, 'main.kt', tenLines))).toMatchObject({ name: 'kotlin.NotImplementedError at line 2 of main.kt', hiddenName: 'kotlin.NotImplementedError' });
    const own = 'Exception in thread "main" Secret7Exception: 7\n\tat MainKt.main(main.kt:2)\n';
    expect(describeKotlinException(facts(own, 'main.kt', 'class Secret7Exception(m: String) : Exception(m)\nfun main() { throw Secret7Exception("7") }\n'))?.name).toBe('Secret7Exception at line 2 of main.kt');
    expect(describeKotlinException(facts(own, 'main.kt', '// class Secret7Exception\nx\n'))?.name).toBe('An exception at line 2 of main.kt');
  });

  it("names Mono's unhandled exceptions of .NET's list or the learner's own class, with the line from debug information", () => {
    const stderr = '\nUnhandled Exception:\nSystem.IndexOutOfRangeException: Index was outside the bounds of the array.\n  at P.Main () [0x00009] in main.cs:6 \n[ERROR] FATAL UNHANDLED EXCEPTION: System.IndexOutOfRangeException: Index was outside the bounds of the array.\n  at P.Main () [0x00009] in main.cs:6 \n';
    expect(describeMonoException(facts(stderr, 'main.cs', tenLines))).toEqual({
      name: 'System.IndexOutOfRangeException at line 6 of main.cs',
      hiddenName: 'System.IndexOutOfRangeException',
      details: 'System.IndexOutOfRangeException: Index was outside the bounds of the array.\n  at P.Main () in main.cs:6 \n  at P.Main () in main.cs:6 ',
    });
    const own = '\nUnhandled Exception:\nSecretException: 99\n  at P.Main () [0x00001] in main.cs:3 \n';
    expect(describeMonoException(facts(own, 'main.cs', 'class SecretException : System.Exception {}\n\nx\n'))).toMatchObject({ name: 'SecretException at line 3 of main.cs', hiddenName: 'An exception' });
    expect(describeMonoException(facts(own, 'main.cs', '// SecretException\n\nx\n'))?.name).toBe('An exception at line 3 of main.cs');
  });

  it('finds a declared class in one pass over a 64 KiB line of escaped quotes or backticks (no scan retried from each)', () => {
    const own = '\nUnhandled Exception:\nStallException: 1\n  at P.Main () [0x00001] in main.cs:1 \n';
    for (const line of [`string s = "${'\\"'.repeat(32000)}`, `var t = \`${'\\`'.repeat(32000)}`]) {
      const source = `class StallException : System.Exception {}\n${line}\n`;
      expect(describeMonoException(facts(own, 'main.cs', source))?.name).toBe('StallException at line 1 of main.cs');
    }
  });
});
