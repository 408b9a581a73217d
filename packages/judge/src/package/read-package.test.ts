import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useScratchPackages } from '../../test/support/scratch-package.ts';
import { scoreSubmission } from '../scoring.ts';
import { readProblemPackage } from './read-package.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../test/fixtures/verdicts/sum');
const scratchPackage = useScratchPackages('package-test');

describe('readProblemPackage', () => {
  it('reads our extended package: limits, statement sections, samples with explanations, templates, hints', () => {
    const pkg = readProblemPackage(FIXTURE);
    expect(pkg).toMatchObject({
      slug: 'sum',
      name: 'Sum of Two Numbers',
      difficulty: 'Easy',
      category: 'Math',
      timeLimitMs: 1000,
      memoryLimitBytes: 128 * 1024 * 1024,
      validation: 'default',
    });
    expect(pkg.statement?.description).toBe('Print the sum of two integers.');
    expect(pkg.statement?.input).toBe('One line with two integers `a` and `b`.');
    expect(pkg.samples).toEqual([expect.objectContaining({ name: 'sample/01', isSample: true, explanation: 'Two plus three is five.' })]);
    expect(pkg.hints).toEqual(['Read both numbers.', 'The sum may not fit in 32 bits.']);
    expect(Object.keys(pkg.templates).sort()).toEqual(['c', 'cpp', 'java', 'python']);
    expect(pkg.submissions.accepted.map((s) => s.language).sort()).toEqual(['c', 'cpp', 'java', 'python']);
  });

  it('takes secret test subfolders in name order', () => {
    expect(readProblemPackage(FIXTURE).secretTests.map((t) => t.name)).toEqual(['secret/a-small/01', 'secret/b-large/01']);
  });

  it('shows full feedback for samples and only for secret test groups that opt in', () => {
    const dir = scratchPackage({
      'problem.yaml': 'name: Groups\n',
      'data/sample/1.in': '',
      'data/sample/1.ans': '1\n',
      'data/secret/plain/1.in': '',
      'data/secret/plain/1.ans': '2\n',
      'data/secret/open/test_group.yaml': 'full_feedback: true\n',
      'data/secret/open/1.in': '',
      'data/secret/open/1.ans': '3\n',
      'data/secret/open/closed/test_group.yaml': 'full_feedback: false\n',
      'data/secret/open/closed/1.in': '',
      'data/secret/open/closed/1.ans': '4\n',
      'data/secret/legacy/testdata.yaml': 'full_feedback: true\n',
      'data/secret/legacy/1.in': '',
      'data/secret/legacy/1.ans': '5\n',
    });
    const pkg = readProblemPackage(dir);
    const feedback = Object.fromEntries([...pkg.samples, ...pkg.secretTests].map((test) => [test.name, test.fullFeedback]));
    expect(feedback).toEqual({
      'sample/1': true,
      'secret/legacy/1': true,
      'secret/open/1': true,
      'secret/open/closed/1': false,
      'secret/plain/1': false,
    });
  });

  it('names the file of a full_feedback that is not true or false', () => {
    const dir = scratchPackage({
      'problem.yaml': 'name: Groups\n',
      'data/secret/test_group.yaml': 'full_feedback: yes please\n',
      'data/secret/1.in': '',
      'data/secret/1.ans': '1\n',
    });
    expect(() => readProblemPackage(dir)).toThrow(/data\/secret\/test_group\.yaml: field "full_feedback"/);
  });

  it('reads a plain Kattis package with the documented defaults', () => {
    const dir = scratchPackage({
      'problem.yaml': 'name: Hello\ntags: [strings]\n',
      'data/secret/1.in': '',
      'data/secret/1.ans': 'hello\n',
      'submissions/accepted/hello.py': 'print("hello")\n',
    });
    expect(readProblemPackage(dir)).toMatchObject({
      difficulty: 'Medium',
      category: 'strings',
      timeLimitMs: 2000,
      memoryLimitBytes: 1024 * 1024 * 1024,
      hints: [],
      templates: {},
    });
  });

  const TESTS = { 'data/secret/1.in': '', 'data/secret/1.ans': '1\n' };
  const MODERN = 'problem_format_version: 2025-09\nuuid: 0d3c0d3c-0000-4000-8000-000000000001\n';

  it('warns about problem.yaml keys it does not know, in either layout, and still reads the package', () => {
    const legacy = scratchPackage({ 'problem.yaml': 'name: X\nauthor: Someone\ndifficulty: Easy\ncolour: blue\nlimits: {time: 1, time_multiplier: 5, speed: 3}\n', ...TESTS });
    expect(readProblemPackage(legacy).warnings).toEqual([
      'problem.yaml: unknown key "colour" ignored',
      'problem.yaml: unknown key "limits.speed" ignored',
    ]);
    const modern = scratchPackage({ 'problem.yaml': `${MODERN}name: X\nvalidator_flags: case_sensitive\nlimits: {time_limit: 1, time: 1}\n`, ...TESTS });
    expect(readProblemPackage(modern).warnings).toEqual([
      'problem.yaml: unknown key "validator_flags" ignored',
      'problem.yaml: unknown key "limits.time" ignored',
    ]);
  });

  it('warns about test-group keys neither layout defines, and passes over the scoring ones it does not use', () => {
    const dir = scratchPackage({
      'problem.yaml': 'name: X\n',
      'data/secret/testdata.yaml': 'grading: default\nfeedback: all\n',
      'data/secret/g/test_group.yaml': 'max_score: 10\nfull_feedbak: true\n',
      'data/secret/g/1.in': '',
      'data/secret/g/1.ans': '',
    });
    expect(readProblemPackage(dir).warnings).toEqual([
      `${path.join('data', 'secret', 'testdata.yaml')}: unknown key "feedback" ignored`,
      `${path.join('data', 'secret', 'g', 'test_group.yaml')}: unknown key "full_feedbak" ignored`,
    ]);
  });

  it('takes the checker arguments of data/test_group.yaml (2025-09) or data/testdata.yaml (legacy)', () => {
    const modern = scratchPackage({ 'problem.yaml': `${MODERN}name: X\n`, 'data/test_group.yaml': 'output_validator_args: [float_tolerance, "1e-6"]\n', ...TESTS });
    expect(readProblemPackage(modern)).toMatchObject({ validatorFlags: 'float_tolerance 1e-6', defaultValidatorFlags: { floatAbsoluteTolerance: 1e-6 } });
    const legacy = scratchPackage({ 'problem.yaml': 'name: X\n', 'data/testdata.yaml': 'output_validator_flags: case_sensitive\n', ...TESTS });
    expect(readProblemPackage(legacy)).toMatchObject({ validatorFlags: 'case_sensitive', defaultValidatorFlags: { isCaseSensitive: true } });
  });

  it('takes a 2025-09 name in English, else in the first language given, and warns when uuid is missing', () => {
    const english = scratchPackage({ 'problem.yaml': `${MODERN}name: {de: Hallo, en: Hello}\n`, ...TESTS });
    expect(readProblemPackage(english).name).toBe('Hello');
    const noEnglish = scratchPackage({ 'problem.yaml': 'problem_format_version: 2023-07-draft\nname: {sv: Hej, de: Hallo}\n', ...TESTS });
    expect(readProblemPackage(noEnglish)).toMatchObject({ layout: '2025-09', name: 'Hej', warnings: ['problem.yaml: "uuid" missing (2025-09 requires it; nothing here needs it)'] });
  });

  it('reads a statement in the only language there is, and only from the folder of the layout', () => {
    const swedish = scratchPackage({ 'problem.yaml': `${MODERN}name: X\n`, 'statement/problem.sv.md': 'Text.\n# Indata\nEn rad.\n', ...TESTS });
    expect(readProblemPackage(swedish)).toMatchObject({ kattisStatement: { language: 'sv' }, statement: { description: 'Text.\n# Indata\nEn rad.' } });
    const wrongFolder = scratchPackage({ 'problem.yaml': 'name: X\n', 'statement/problem.en.md': 'Text.\n', ...TESTS });
    expect(readProblemPackage(wrongFolder).kattisStatement).toBeUndefined();
  });

  it('takes a legacy name from the statement: \\problemname in LaTeX (English first), the heading in Markdown', () => {
    const tests = { 'data/secret/1.in': '', 'data/secret/1.ans': '' };
    const latex = scratchPackage({
      'problem.yaml': 'source: KTH Challenge\n',
      'problem_statement/problem.sv.tex': '\\problemname{Svensk titel}\nText.\n',
      'problem_statement/problem.en.tex': '% \\problemname{Commented out}\n\\problemname{Rubik\'s Revenge in \\ldots{} 2D\\&3D}\n\\section*{Input}\nOne line.\n',
      ...tests,
    });
    expect(readProblemPackage(latex).name).toBe("Rubik's Revenge in ... 2D&3D");
    const markdown = scratchPackage({ 'problem.yaml': 'problem_format_version: 2025-09\nuuid: x\n', 'statement/problem.en.md': '# Hello World!\n\nPrint it.\n', ...tests });
    expect(readProblemPackage(markdown).name).toBe('Hello World!');
    const named = scratchPackage({ 'problem.yaml': 'name: From YAML\n', 'problem_statement/problem.en.tex': '\\problemname{From TeX}\n', ...tests });
    expect(readProblemPackage(named).name).toBe('From YAML');
  });

  it('finds a 2025-09 output validator kept one folder down (output_validator/<name>/), header beside it', () => {
    const dir = scratchPackage({
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: Guess\ntype: interactive\n',
      'output_validator/guess_validator/validate.cc': '#include "validate.h"\nint main() { return 42; }\n',
      'output_validator/guess_validator/validate.h': '#pragma once\n',
      'data/secret/1.in': '',
      'data/secret/1.ans': '',
    });
    const validator = readProblemPackage(dir).outputValidator;
    expect(validator).toMatchObject({ fileName: 'guess_validator', language: 'cpp' });
    expect(validator?.folder?.files.slice().sort()).toEqual(['validate.cc', 'validate.h']);
  });

  it('takes olympiad grader flags that only change a group verdict (accept_if_any_accepted): points still add up', () => {
    const dir = scratchPackage({
      'problem.yaml': 'type: scoring\nname: Olympiad\n',
      'data/secret/testdata.yaml': 'on_reject: continue\nrange: 0 100\ngrader_flags: first_error accept_if_any_accepted\n',
      'data/secret/group1/testdata.yaml': 'on_reject: break\naccept_score: 40\ngrader_flags: min\n',
      'data/secret/group1/1.in': '',
      'data/secret/group1/1.ans': '',
      'data/secret/group2/testdata.yaml': 'accept_score: 60\ngrader_flags: min always_accept no_errors\n',
      'data/secret/group2/1.in': '',
      'data/secret/group2/1.ans': '',
    });
    const { scoring } = readProblemPackage(dir);
    expect(scoring?.scoring.aggregation).toBe('sum');
    const groups = scoring?.children.flatMap((child) => (child.kind === 'group' ? [child.group] : [])) ?? [];
    expect(groups.map((group) => [group.name, group.scoring.aggregation, group.scoring.acceptScore])).toEqual([
      ['secret/group1', 'min', 40],
      ['secret/group2', 'min', 60],
    ]);
  });

  it('names what of submissions/ it does not judge: other languages, Python 2, binaries, folders without sources, other folders', () => {
    const dir = scratchPackage({
      'problem.yaml': 'name: Skips\n',
      'data/secret/1.in': '',
      'data/secret/1.ans': '',
      'submissions/submissions.yaml': 'accepted/a.py: {}\n',
      'submissions/accepted/a.py': 'print(1)\n',
      'submissions/accepted/old.py': '#!/usr/bin/env python2\nprint 1\n',
      'submissions/accepted/older.py': 'n = int(raw_input())\nfor i in range(n):\n    print i\n',
      'submissions/accepted/modern.py': 'print (1)\nprint\\\n(2)\nprinted = 3\nprint(printed, end="")\n',
      'submissions/accepted/x.scala': 'object Main extends App\n',
      'submissions/accepted/a.out': '\u007fELF\u0002\u0001\u0001\u0000',
      'submissions/accepted/prolog/main.pl': ':- initialization(main).\n',
      'submissions/slow_accepted/s.py': 'print(1)\n',
    });
    const pkg = readProblemPackage(dir);
    expect(pkg.submissions.accepted.map((s) => s.fileName)).toEqual(['a.py', 'modern.py']);
    expect(pkg.skipped).toEqual([
      { path: 'submissions/accepted/a.out', reason: 'a binary, not a source file' },
      { path: 'submissions/accepted/old.py', reason: 'Python 2 (by its #! line); the judge runs Python 3' },
      { path: 'submissions/accepted/older.py', reason: 'Python 2 (print statement, raw_input, xrange or has_key); the judge runs Python 3' },
      { path: 'submissions/accepted/prolog', reason: 'a folder without a source of a language the judge runs (or build/run scripts)' },
      { path: 'submissions/accepted/x.scala', reason: 'Scala is not a language the judge runs' },
      { path: 'submissions/slow_accepted', reason: 'not a submission folder the judge verifies (accepted, wrong_answer, time_limit_exceeded, run_time_error, partially_accepted)' },
      { path: 'submissions/submissions.yaml', reason: 'per-submission expectations are not read; each submission is judged by its folder' },
    ]);
  });

  it('scores a 2025-09 package whose groups keep legacy testdata.yaml files by the legacy defaults, as problemtools does', () => {
    const dir = scratchPackage({
      'problem.yaml': 'problem_format_version: 2025-09\nuuid: x\nname: Abs\ntype: scoring\n',
      'data/secret/testdata.yaml': 'scoring:\n  aggregation: sum\n',
      'data/secret/subtask1/testdata.yaml': 'scoring:\n  score: 30\n',
      'data/secret/subtask2/testdata.yaml': 'scoring:\n  score: 70\n',
      ...Object.fromEntries(['subtask1', 'subtask2'].flatMap((g) => ['1', '2'].flatMap((t) => [[`data/secret/${g}/${t}.in`, ''], [`data/secret/${g}/${t}.ans`, '']]))),
    });
    const { scoring } = readProblemPackage(dir);
    if (!scoring) throw new Error('a scoring problem has groups');
    // Every test worth 1 and summed; a rejected test ends its group (on_reject: break), its points kept.
    const scored = scoreSubmission(
      scoring,
      new Map([
        ['secret/subtask1/1', { isAccepted: true }],
        ['secret/subtask1/2', { isAccepted: true }],
        ['secret/subtask2/1', { isAccepted: false }],
      ]),
      true,
    );
    expect(scored).toMatchObject({ points: 2, maxPoints: 4 });
  });

  it('takes the time limit from problem.yaml, else .timelimit, else domjudge-problem.ini, else leaves it to be derived', () => {
    const tests = { 'data/secret/1.in': '', 'data/secret/1.ans': '' };
    const read = (files: Record<string, string>) => readProblemPackage(scratchPackage({ 'problem.yaml': 'name: T\n', ...tests, ...files }));
    expect(read({ '.timelimit': '6\n' })).toMatchObject({ timeLimitMs: 6000, isTimeLimitSet: true, timeLimitSource: '.timelimit' });
    expect(read({ 'domjudge-problem.ini': "name='T'\ntimelimit='2.5'\n" })).toMatchObject({ timeLimitMs: 2500, timeLimitSource: 'domjudge-problem.ini' });
    expect(read({ 'problem.yaml': 'name: T\nlimits: {time: 3}\n', '.timelimit': '6\n' })).toMatchObject({ timeLimitMs: 3000, timeLimitSource: 'problem.yaml' });
    expect(read({})).toMatchObject({ timeLimitMs: 2000, isTimeLimitSet: false, timeLimitSource: 'derived' });
    expect(() => read({ '.timelimit': 'soon\n' })).toThrow('.timelimit: expected a time limit in seconds (more than 0, at most 60), got "soon"');
  });

  it.each([
    ['a missing problem.yaml', {}, 'problem.yaml: file is missing'],
    ['a missing name', { 'problem.yaml': 'limits: {time: 1}\n' }, 'problem.yaml: field "name": missing, and the statement gives none'],
    ['2025-09 constants a test group uses', { 'problem.yaml': 'problem_format_version: 2025-09\nname: X\nconstants:\n  k: 5\n', 'data/secret/test_group.yaml': 'input_validator_args: ["{{k}}"]\n', 'data/secret/1.in': '', 'data/secret/1.ans': '' }, 'problem.yaml: field "constants": data/secret/test_group.yaml uses them, and the judge substitutes constants only in programs and included files'],
    ['a 2025-09 constant with a bad name', { 'problem.yaml': 'problem_format_version: 2025-09\nname: X\nconstants:\n  2k: 5\n' }, 'problem.yaml: field "constants": "2k": a name is a letter or "_", then letters, digits and "_"'],
    ['a missing name the statement leaves to problem.yaml', { 'problem.yaml': 'limits: {time: 1}\n', 'problem_statement/problem.en.tex': '\\problemname{\\problemyamlname}\nText.\n' }, 'problem.yaml: field "name": missing'],
    ['a bad time limit', { 'problem.yaml': 'name: X\nlimits: {time: -1}\n' }, 'problem.yaml: field "limits.time"'],
    ['an unknown difficulty', { 'problem.yaml': 'name: X\ndifficulty: Trivial\n' }, 'problem.yaml: field "difficulty"'],
    ['an unknown validator flag', { 'problem.yaml': 'name: X\nvalidator_flags: fuzzy\n', 'data/secret/01.in': '', 'data/secret/01.ans': '' }, 'problem.yaml: field "validator_flags": unknown flag "fuzzy"'],
    ['an input without answer', { 'problem.yaml': 'name: X\n', 'data/secret/01.in': '1' }, path.join('data', 'secret', '01.ans') + ': missing answer file'],
    ['a custom validation without validator', { 'problem.yaml': 'name: X\nvalidation: custom\n', 'data/secret/01.in': '', 'data/secret/01.ans': '' }, 'output_validators: validation is custom'],
    ['an unknown statement section', { 'problem.yaml': 'name: X\n', 'statement.md': 'Text\n## Examples\n', 'data/secret/01.in': '', 'data/secret/01.ans': '' }, 'statement.md: unknown section "## Examples"'],
    ['an unknown legacy validation', { 'problem.yaml': 'name: X\nvalidation: custom banana\n' }, 'problem.yaml: field "validation": expected "default", "custom", "custom interactive", "custom score" or "custom interactive score"'],
    ['an interactive legacy problem without validator', { 'problem.yaml': 'name: X\nvalidation: custom interactive\n', 'data/secret/01.in': '', 'data/secret/01.ans': '' }, 'output_validators: validation is custom'],
    ['an unknown format version', { 'problem.yaml': 'problem_format_version: 2030-01\nname: X\n' }, 'problem.yaml: field "problem_format_version": expected "legacy", "2023-07-draft" or "2025-09", got "2030-01"'],
    ['a 2025-09 name map without names', { 'problem.yaml': 'problem_format_version: 2025-09\nname: {}\n' }, 'problem.yaml: field "name"'],
    ['a multi-pass 2025-09 problem', { 'problem.yaml': 'problem_format_version: 2025-09\nname: X\ntype: multi-pass\n' }, 'problem.yaml: field "type": only "pass-fail", "scoring" and "interactive" problems are supported yet'],
    ['an interactive 2025-09 problem without validator', { 'problem.yaml': 'problem_format_version: 2025-09\nname: X\ntype: interactive\n', 'data/secret/01.in': '', 'data/secret/01.ans': '' }, 'output_validator: an interactive problem needs its output validator'],
    ['a negative max_score', { 'problem.yaml': 'problem_format_version: 2025-09\nname: X\ntype: scoring\n', 'data/secret/g/test_group.yaml': 'max_score: -1\n', 'data/secret/g/1.in': '', 'data/secret/g/1.ans': '' }, path.join('data', 'secret', 'g', 'test_group.yaml') + ': field "max_score": expected a number of at least 0'],
    ['an unknown score aggregation', { 'problem.yaml': 'problem_format_version: 2025-09\nname: X\ntype: scoring\n', 'data/secret/test_group.yaml': 'score_aggregation: max\n', 'data/secret/1.in': '', 'data/secret/1.ans': '' }, path.join('data', 'secret', 'test_group.yaml') + ': field "score_aggregation": expected "pass-fail", "sum" or "min"'],
    ['an unknown legacy grader flag', { 'problem.yaml': 'name: X\ntype: scoring\n', 'data/secret/testdata.yaml': 'grader_flags: avg\n', 'data/secret/1.in': '', 'data/secret/1.ans': '' }, path.join('data', 'secret', 'testdata.yaml') + ': field "grader_flags": "avg" is not supported'],
    ['an unknown default validator argument of one test group', { 'problem.yaml': 'problem_format_version: 2025-09\nname: X\n', 'data/secret/g/test_group.yaml': 'output_validator_args: [x]\n', 'data/secret/g/1.in': '', 'data/secret/g/1.ans': '' }, path.join('data', 'secret', 'g') + ': output validator arguments of this test group: unknown flag "x"'],
    ['an unknown default validator argument', { 'problem.yaml': 'problem_format_version: 2025-09\nname: X\n', 'data/test_group.yaml': 'output_validator_args: [fuzzy]\n', 'data/secret/1.in': '', 'data/secret/1.ans': '' }, path.join('data', 'test_group.yaml') + ': field "output_validator_args": unknown flag "fuzzy"'],
  ])('names the file and field for %s', (_label, files, message) => {
    const dir = scratchPackage(files);
    expect(() => readProblemPackage(dir)).toThrow(expect.objectContaining({ code: 'INVALID_PACKAGE', message: expect.stringContaining(message) }));
  });
});
