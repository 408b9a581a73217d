import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useScratchPackages } from '../../test/support/scratch-package.ts';
import { argsForValidator, inputValidatorArgsOf } from './input-validator-args.ts';
import { findInputValidators } from './input-validators.ts';
import { findInvalidInputs } from './invalid-inputs.ts';
import { readProblemPackage } from './read-package.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/input-validators');
const scratchPackage = useScratchPackages('input-validators-test');

describe('findInputValidators', () => {
  it('finds the programs of input_validators/ (legacy and 2025-09) and the 2025-09 input_validator/ folder', () => {
    expect(findInputValidators(path.join(FIXTURES, 'sum-legacy')).map(({ name, relativePath, source }) => [name, relativePath, source?.language])).toEqual([
      ['one_line', path.join('input_validators', 'one_line.c'), 'c'],
      ['validate', path.join('input_validators', 'validate.py'), 'python'],
    ]);
    expect(findInputValidators(path.join(FIXTURES, 'lenient-2025-09'))).toEqual([
      expect.objectContaining({ name: 'input_validator', relativePath: 'input_validator', source: expect.objectContaining({ language: 'python', folder: expect.objectContaining({ files: ['validate.py'] }) }) }),
    ]);
  });

  it('takes folders as programs (sources and headers together), reads the older input_format_validators/, and names what cannot run', () => {
    const dir = scratchPackage({
      'input_validators/single/check.cpp': 'int main() { return 42; }\n',
      'input_validators/several/a.cpp': '',
      'input_validators/several/validation.h': '',
      'input_validators/several/b.cpp': '',
      'input_validators/format.ctd': 'INT(1, 10)\n',
      'input_validators/grammar/v.viva': '',
      'input_validators/empty/notes.txt': '',
      'input_validators/README': 'notes\n',
      'input_format_validators/old.py': 'exit(42)\n',
    });
    const found = findInputValidators(dir);
    expect(found.map((program) => [program.name, program.source?.folder?.files ?? program.source?.fileName, program.unsupported ?? program.notRun])).toEqual([
      ['empty', undefined, 'no source file (.py, .c, .cc, .cpp) and no build or run script'],
      ['format', undefined, 'not run: Checktestdata is not installed here (Debian has no checktestdata package)'],
      ['grammar', undefined, 'not run: VIVA is not installed here (no Debian package)'],
      ['several', ['a.cpp', 'b.cpp', 'validation.h'], undefined],
      ['single', ['check.cpp'], undefined],
      ['old', 'old.py', undefined],
    ]);
  });
});

describe('input validator arguments', () => {
  it('come from the nearest test-group file (test_group.yaml, else testdata.yaml), a case file first', () => {
    const dir = scratchPackage({
      'data/testdata.yaml': 'input_validator_flags: max 100\n',
      'data/secret/big/test_group.yaml': 'input_validator_args:\n  validate: [max, "1000"]\n',
      'data/secret/big/2.yaml': 'input_validator_args: [exact]\n',
    });
    expect(argsForValidator(inputValidatorArgsOf(dir, 'data/secret/1.in'), 'validate', 'validate.py')).toEqual(['max', '100']);
    expect(argsForValidator(inputValidatorArgsOf(dir, 'data/secret/big/1.in'), 'validate', 'validate.py')).toEqual(['max', '1000']);
    expect(argsForValidator(inputValidatorArgsOf(dir, 'data/secret/big/1.in'), 'other', 'other.c')).toEqual([]);
    expect(argsForValidator(inputValidatorArgsOf(dir, 'data/secret/big/2.in'), 'validate', 'validate.py')).toEqual(['exact']);
    expect(inputValidatorArgsOf(dir, 'data/sample/1.in')).toEqual({ all: ['max', '100'] });
  });

  it('refuse a value that is not a list, a string or a map of those, naming file and field', () => {
    const dir = scratchPackage({ 'data/test_group.yaml': 'input_validator_args: 7\n' });
    expect(() => inputValidatorArgsOf(dir, 'data/secret/1.in')).toThrow(`${path.join(dir, 'data/test_group.yaml')}: field "input_validator_args"`);
  });
});

describe('data/invalid_input and time multipliers', () => {
  it('lists invalid inputs in name order', () => {
    expect(findInvalidInputs(path.join(FIXTURES, 'sum-2025-09'))).toEqual(
      ['negative.in', 'three-numbers.in', 'too-large.in'].map((name) => path.join('data', 'invalid_input', name)),
    );
  });

  it('reads time_multipliers in 2025-09 and the legacy defaults, without warnings', () => {
    const modern = readProblemPackage(path.join(FIXTURES, 'sum-2025-09'));
    expect(modern).toMatchObject({ isTimeLimitSet: true, timeLimitRule: { acToTimeLimit: 3, timeLimitToTle: 1.5, resolutionSeconds: 1 }, warnings: [] });
    const legacy = readProblemPackage(scratchPackage({
      'problem.yaml': 'name: T\nlimits: {time_multiplier: 4, time_safety_margin: 3}\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    }));
    expect(legacy).toMatchObject({ isTimeLimitSet: false, timeLimitMs: 2000, timeLimitRule: { acToTimeLimit: 4, timeLimitToTle: 3 }, warnings: [] });
  });
});
