import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages/registry.ts';
import { describeRuntimeError as describeWith, NON_ZERO_EXIT, type RuntimeErrorFacts } from './runtime-error.ts';

type Named = RuntimeErrorFacts & { language: keyof typeof LANGUAGES };
/** Each language names its runtime errors in its own module; C leaves them to the signal or the exit code. */
const describeRuntimeError = ({ language, ...facts }: Named) => describeWith(LANGUAGES[language].describeRuntimeError, facts);

const base: Named = { language: 'c', exitCode: null, signal: null, stderr: '', sourceFileName: 'main.c', source: '' };

describe('describeRuntimeError', () => {
  it('names a signal reported by the sandbox or as exit status 128 + n', () => {
    expect(describeRuntimeError({ ...base, signal: 'SIGSEGV' }).name).toBe('Segmentation fault (SIGSEGV): invalid memory access');
    expect(describeRuntimeError({ ...base, exitCode: 139 }).name).toBe('Segmentation fault (SIGSEGV): invalid memory access');
    expect(describeRuntimeError({ ...base, exitCode: 136 }).name).toBe('Floating-point exception (SIGFPE): division by zero');
  });

  it('adds the uncaught C++ exception class to SIGABRT', () => {
    const stderr = "terminate called after throwing an instance of 'std::out_of_range'\n  what():  vector::_M_range_check: __n (which is 7)\n";
    const error = describeRuntimeError({ ...base, language: 'cpp', signal: 'SIGABRT', stderr });
    expect(error.name).toBe('Aborted (SIGABRT): abort() was called or an assertion failed; uncaught exception std::out_of_range');
    expect(error.name).not.toContain('which is 7');
  });

  it('keeps a chosen exit code out of the name, which hidden tests show', () => {
    const error = describeRuntimeError({ ...base, language: 'python', exitCode: 42 });
    expect(error).toEqual({ name: NON_ZERO_EXIT, hiddenName: NON_ZERO_EXIT, details: 'Exit code 42' });
  });

  it('names a Java exception of java.* or of the learner, never one named elsewhere, nor its message', () => {
    const stderr = 'Exception in thread "main" java.lang.NumberFormatException: For input string: "secret 17"\n\tat java.base/java.lang.Integer.parseInt(Integer.java:652)\n\tat Main.read(Main.java:9)\n\tat Main.main(Main.java:3)\n';
    const java = { ...base, language: 'java' as const, exitCode: 1, sourceFileName: 'Main.java', source: '\n'.repeat(12) };
    const error = describeRuntimeError({ ...java, stderr });
    expect(error.name).toBe('java.lang.NumberFormatException at line 9 of Main.java');
    expect(error.details).toBe('java.lang.NumberFormatException: For input string: "secret 17"\n    at Main.read(Main.java:9)\n    at Main.main(Main.java:3)');
    const own = describeRuntimeError({ ...java, source: 'class BadInput extends RuntimeException {}\n\n\n\n', stderr: 'Exception in thread "main" BadInput: 17\n\tat Main.main(Main.java:4)\n' });
    expect(own.name).toBe('BadInput at line 4 of Main.java');
    const other = describeRuntimeError({ ...java, stderr: 'Exception in thread "main" secret17: x\n\tat Main.main(Main.java:4)\n' });
    expect(other.name).toBe('An exception at line 4 of Main.java');
  });

  it("trims a Python traceback to the learner's frames and names built-in errors only", () => {
    const stderr = [
      'Traceback (most recent call last):',
      '  File "/box/main.py", line 7, in <module>',
      '    print(solve(data))',
      '  File "/box/main.py", line 3, in solve',
      '    return total // count',
      '           ~~~~~~^^~~~~~~',
      '  File "/usr/lib/python3.11/fractions.py", line 10, in f',
      '    raise X',
      'ZeroDivisionError: integer division or modulo by zero',
    ].join('\n');
    const error = describeRuntimeError({ ...base, language: 'python', exitCode: 1, sourceFileName: 'main.py', source: '\n'.repeat(8), stderr });
    expect(error.name).toBe('ZeroDivisionError at line 3 of main.py');
    expect(error.details).toBe(
      [
        'Traceback (most recent call last):',
        '  File "main.py", line 7, in <module>',
        '    print(solve(data))',
        '  File "main.py", line 3, in solve',
        '    return total // count',
        '           ~~~~~~^^~~~~~~',
        'ZeroDivisionError: integer division or modulo by zero',
      ].join('\n'),
    );
  });
});

describe("a Python learner's own exception", () => {
  const traceback = (line: number) => `Traceback (most recent call last):\n  File "/box/main.py", line ${line}, in <module>\n    raise Boom()\nBoom\n`;
  const python = { ...base, language: 'python' as const, exitCode: 1, sourceFileName: 'main.py' };

  it('is named when the source declares it, not when a string or comment does', () => {
    const declared = 'class Boom(Exception):\n    pass\nraise Boom()\n';
    expect(describeRuntimeError({ ...python, source: declared, stderr: traceback(3) }).name).toBe('Boom at line 3 of main.py');
    for (const hidden of ['s = "class Boom"\nraise X()\n', "s = '''\nclass Boom:\n'''\nraise X()\n", '# class Boom\nx = 1\nraise X()\n', 's = "a\\\nclass Boom"\nraise X()\n']) {
      expect(describeRuntimeError({ ...python, source: hidden, stderr: traceback(3) }).name).toBe('An exception at line 3 of main.py');
    }
  });

  it('reads 64 KiB of empty lines on stderr in one pass', () => {
    // 8.6 s of the judge's event loop for a pattern retried at every line end.
    const stderr = `${'\n'.repeat(65535)}x`;
    expect(describeRuntimeError({ ...python, source: 'x\n', stderr }).name).toBe(NON_ZERO_EXIT);
  });

  it('is found in one pass over a 64 KiB string of escaped quotes', () => {
    // One string continued by backslashes over three lines, 32,000 escaped quotes in the middle one: 6-9 s of the
    // judge's event loop for a scan retried at every quote.
    const source = `s = "\\\n${'\\"'.repeat(32000)}\\\n"\nclass Boom(Exception):\n    pass\nraise Boom()\n`;
    expect(describeRuntimeError({ ...python, source, stderr: traceback(6) }).name).toBe('Boom at line 6 of main.py');
  });
});

describe('a name a program prints for itself', () => {
  it('is shown only when it carries no more than a choice among known names and the source’s own lines', () => {
    const secret = '2\n1 2\n3\n';
    const encoded = BigInt(`0x01${Buffer.from(secret).toString('hex')}`).toString();
    const python = { ...base, language: 'python' as const, exitCode: 1, sourceFileName: 'main.py', source: 'import sys\nprint(1)\n' };
    const forgedLine = describeRuntimeError({ ...python, stderr: `Traceback (most recent call last):\n  File "main.py", line ${encoded}, in <module>\nValueError: x\n` });
    expect(forgedLine.name).toBe('ValueError');
    const java = { ...base, language: 'java' as const, exitCode: 1, sourceFileName: 'Main.java', source: 'public class Main {}\n' };
    const forgedClass = describeRuntimeError({ ...java, stderr: 'Exception in thread "main" java.x310a\n\tat Main.main(Main.java:78090)\n' });
    expect(forgedClass.name).toBe('An exception');
    const forgedPackage = describeRuntimeError({ ...java, source: 'class Bad extends RuntimeException {}\n', stderr: 'Exception in thread "main" s3cr3t.Bad\n\tat Main.main(Main.java:1)\n' });
    expect(forgedPackage.name).toBe('Bad at line 1 of Main.java');
    const commented = describeRuntimeError({ ...python, source: '# class K1177\n"class K2"\nprint(1)\n', stderr: 'Traceback (most recent call last):\n  File "main.py", line 3, in <module>\nK1177: x\n' });
    expect(commented.name).toBe('An exception at line 3 of main.py');
    const javaComment = describeRuntimeError({ ...java, source: '// class K1177\npublic class Main {}\n', stderr: 'Exception in thread "main" K1177\n\tat Main.main(Main.java:2)\n' });
    expect(javaComment.name).toBe('An exception at line 2 of Main.java');
    const cpp = { ...base, language: 'cpp' as const, signal: 'SIGABRT' as const };
    expect(describeRuntimeError({ ...cpp, stderr: "terminate called after throwing an instance of 'std::s3cr3t'\n" }).name).toBe('Aborted (SIGABRT): abort() was called or an assertion failed');
  });
});
