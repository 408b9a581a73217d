import { BASE_ENV, fixedEntryPoint, type LanguageModule } from './language.ts';

const PYTHON = '/usr/bin/python3';

export const python: LanguageModule = {
  id: 'python',
  entryPoint: fixedEntryPoint('main.py'),
  // A syntax check as the "compilation": a missing colon is a Compilation Error with a message, not a crash on test 1.
  compileCommand: () => ({ argv: [PYTHON, '-m', 'py_compile', 'main.py'], env: BASE_ENV }),
  runCommand: () => ({ argv: [PYTHON, '-B', 'main.py'], env: BASE_ENV }),
  extraReadOnlyPaths: [],
  canBoundByAddressSpace: true,
  isOutOfMemoryMessage: (stderr) => /\bMemoryError\b/.test(stderr),
  // `python3 -B`, `py_compile` and the templates' f-strings and type hints all work from 3.8.
  toolchain: { name: 'Python', versionCommand: () => [PYTHON, '--version'], versionPattern: /Python (\d+)\.(\d+)/, minimum: [3, 8] },
  selfTest: {
    source: 'import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))\n',
    stdin: '1 2 3\n',
    expectedStdout: '6\n',
  },
};
