import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useScratchPackages } from '../../test/support/scratch-package.ts';
import { readProblemPackage } from './read-package.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/folders');
const TESTS = { 'data/secret/1.in': '1\n', 'data/secret/1.ans': '1\n' };

const scratchPackage = useScratchPackages('program-folder-test');

describe('programs that are folders', () => {
  it('reads submission folders of C++, Python and Java and a C++ validator of two sources and a header', () => {
    const pkg = readProblemPackage(path.join(FIXTURES, 'product-pair-legacy'));
    const accepted = Object.fromEntries(pkg.submissions.accepted.map((s) => [s.fileName, { language: s.language, entry: s.folder?.entry }]));
    expect(accepted).toEqual({
      halves: { language: 'cpp', entry: { sourceFileName: 'main.cpp', mainName: 'main', sourceFileNames: ['factor.cpp', 'main.cpp'] } },
      pair: { language: 'java', entry: { sourceFileName: 'Main.java', mainName: 'Main', sourceFileNames: ['Main.java', 'Pair.java'] } },
      trial: { language: 'python', entry: { sourceFileName: '__main__.py', mainName: '__main__.py', sourceFileNames: ['__main__.py', 'divisors.py'] } },
    });
    expect(pkg.submissions.wrong_answer.map((s) => [s.fileName, s.folder !== undefined])).toEqual([['reversed.py', false], ['square', true]]);
    expect(pkg.outputValidator).toMatchObject({ fileName: 'product', language: 'cpp' });
    expect(pkg.outputValidator?.folder?.files).toEqual(['feedback.cc', 'validate.cc', 'validate.h']);
  });

  it('reads a 2025-09 Python validator of several modules, entered by validate.py', () => {
    const pkg = readProblemPackage(path.join(FIXTURES, 'product-pair-2025-09'));
    expect(pkg.outputValidator).toMatchObject({ fileName: 'output_validator', language: 'python', folder: { entry: { mainName: 'validate.py' } } });
    expect(pkg.submissions.wrong_answer.find((s) => s.fileName === 'zero')).toMatchObject({ language: 'c' });
  });

  it('reads build and run scripts of a validator folder: executable ones are started themselves', () => {
    const pkg = readProblemPackage(path.join(FIXTURES, 'product-pair-scripts'));
    expect(pkg.outputValidator).toMatchObject({ language: 'scripts', folder: { scripts: { build: ['./build'], run: ['./run'] } } });
  });

  it('gives a script without the executable bit to /bin/sh, and runs the `run` that `build` writes when there is none', () => {
    const runOnly = scratchPackage({ 'problem.yaml': 'name: X\nvalidation: custom\n', ...TESTS, 'output_validators/v/run': 'exec python3 v.py "$@"\n', 'output_validators/v/v.py': '' });
    expect(readProblemPackage(runOnly).outputValidator).toMatchObject({ language: 'scripts', folder: { scripts: { run: ['/bin/sh', 'run'] } } });
    const buildOnly = scratchPackage({ 'problem.yaml': 'name: X\nvalidation: custom\n', ...TESTS, 'output_validators/v/build': 'cp v.sh run\n' });
    expect(readProblemPackage(buildOnly).outputValidator?.folder).toMatchObject({ scripts: { build: ['/bin/sh', 'build'], run: ['./run'] } });
  });

  it('reads a submission folder with build and run scripts as scripted, named by the language of its sources', () => {
    const dir = scratchPackage({ 'problem.yaml': 'name: X\n', ...TESTS, 'submissions/accepted/built/build': 'gcc -o prog a.c\n', 'submissions/accepted/built/a.c': '', 'submissions/accepted/bare/run': 'echo 1\n' });
    const read = Object.fromEntries(readProblemPackage(dir).submissions.accepted.map((s) => [s.fileName, s]));
    expect(read.built).toMatchObject({ language: 'c', folder: { scripts: { build: ['/bin/sh', 'build'], run: ['./run'] } } });
    expect(read.bare).toMatchObject({ language: 'c', folder: { scripts: { run: ['/bin/sh', 'run'] } } });
  });

  it('ignores a submission folder with no source of a known language, as it ignores such a file', () => {
    const dir = scratchPackage({ 'problem.yaml': 'name: X\n', ...TESTS, 'submissions/accepted/haskell/main.hs': 'main = return ()\n', 'submissions/accepted/a.py': 'print(1)\n' });
    expect(readProblemPackage(dir).submissions.accepted.map((s) => s.fileName)).toEqual(['a.py']);
  });

  it.each([
    ['a submission folder of two languages', { 'submissions/accepted/mixed/a.py': '', 'submissions/accepted/mixed/b.cpp': '' }, `${path.join('submissions', 'accepted', 'mixed')}: sources of more than one language (Python, C++)`],
    ['a Python folder without entry point', { 'submissions/accepted/helpers/a.py': '', 'submissions/accepted/helpers/b.py': '' }, `${path.join('submissions', 'accepted', 'helpers')}: no entry point among a.py, b.py: expected __main__.py (or main.py)`],
    ['a Java folder without main', { 'submissions/accepted/lib/A.java': 'class A {}\n' }, `${path.join('submissions', 'accepted', 'lib')}: no entry point: no class declares public static void main(String[])`],
    ['a validator folder with only a header', { 'problem.yaml': 'name: X\nvalidation: custom\n', 'output_validators/v/validation.h': '' }, `${path.join('output_validators', 'v')}: no validator source file`],
    ['a Java validator folder', { 'problem.yaml': 'name: X\nvalidation: custom\n', 'output_validators/v/Main.java': 'public class Main { public static void main(String[] a) {} }\n' }, `${path.join('output_validators', 'v')}: a Java output validator is not supported`],
    ['two legacy validators', { 'problem.yaml': 'name: X\nvalidation: custom\n', 'output_validators/a/a.py': '', 'output_validators/b/b.py': '' }, 'output_validators: validation is custom: expected exactly one validator'],
    ['a 2025-09 validator of two languages', { 'problem.yaml': 'problem_format_version: 2025-09\nname: X\n', 'output_validator/a.py': '', 'output_validator/b.c': '' }, 'output_validator: sources of more than one language (Python, C)'],
  ])('names the folder of %s', (_label, files, message) => {
    const dir = scratchPackage({ 'problem.yaml': 'name: X\n', ...TESTS, ...files });
    expect(() => readProblemPackage(dir)).toThrow(expect.objectContaining({ code: 'INVALID_PACKAGE', message: expect.stringContaining(message) }));
  });
});
