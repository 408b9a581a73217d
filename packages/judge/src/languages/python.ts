import { describePythonTraceback } from './python-runtime-error.ts';
import { BASE_ENV, compiledSources, fixedEntryPoint, type LanguageModule } from './language.ts';

const PYTHON = '/usr/bin/python3';

export const python: LanguageModule = {
  id: 'python',
  entryPoint: fixedEntryPoint('main.py'),
  // A syntax check as the "compilation": a missing colon is a Compilation Error with a message, not a crash on test 1.
  compileCommand: (entry) => ({ argv: [PYTHON, '-m', 'py_compile', ...compiledSources(entry)], env: BASE_ENV }),
  runCommand: (_memoryBytes, entry) => ({ argv: [PYTHON, '-B', entry.mainName], env: BASE_ENV }),
  extraReadOnlyPaths: [],
  canBoundByAddressSpace: true,
  describeRuntimeError: describePythonTraceback,
  // `python3 -B`, `py_compile` and the templates' f-strings and type hints all work from 3.8.
  toolchain: { name: 'Python', versionCommand: () => [PYTHON, '--version'], versionPattern: /Python (\d+)\.(\d+)/, minimum: [3, 8] },
  starter: `import sys


def main():
    data = sys.stdin.read().split()
    # Read the input as the statement describes and print the answer.


if __name__ == "__main__":
    main()
`,
  selfTest: {
    source: 'import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))\n',
    stdin: '1 2 3\n',
    expectedStdout: '6\n',
  },
};
