import fs from 'node:fs';
import path from 'node:path';

/** A file or folder of `submissions/` the judge does not judge, and why (`judge verify` names each). */
export interface SkippedProgram {
  /** Relative to the package: "submissions/accepted/different.go", "submissions/slow_accepted". */
  path: string;
  reason: string;
}

/**
 * Languages of the Kattis language list the judge does not run, by extension, so a skipped
 * submission is named by its language. Extensions of languages the judge runs never get
 * here (`languageOfFile` knows them first), so a language added to the judge needs no change.
 */
const OTHER_LANGUAGES: Readonly<Record<string, string>> = {
  '.ada': 'Ada', '.adb': 'Ada', '.bas': 'Visual Basic', '.cbl': 'COBOL', '.cob': 'COBOL', '.cs': 'C#', '.d': 'D',
  '.dart': 'Dart', '.ex': 'Elixir', '.erl': 'Erlang', '.f': 'Fortran', '.f90': 'Fortran', '.fs': 'F#', '.go': 'Go',
  '.hs': 'Haskell', '.jl': 'Julia', '.js': 'JavaScript', '.kt': 'Kotlin', '.lisp': 'Common Lisp', '.lua': 'Lua',
  '.m': 'Objective-C', '.ml': 'OCaml', '.nim': 'Nim', '.pas': 'Pascal', '.php': 'PHP', '.pl': 'Perl or Prolog',
  '.pm': 'Perl', '.py2': 'Python 2', '.rb': 'Ruby', '.rkt': 'Racket', '.rs': 'Rust', '.scala': 'Scala', '.scm': 'Scheme',
  '.sh': 'Bash', '.swift': 'Swift', '.ts': 'TypeScript', '.vb': 'Visual Basic', '.zig': 'Zig',
};

const PYTHON_2_SHEBANG = /^#!.*\bpython2(?:\.\d+)?\b/;
/**
 * What only Python 2 accepts or has: the print statement (`print x`, `print >>f, x`, a bare
 * `print`), `raw_input`, `xrange`, `dict.has_key`. Contest archives from before Python 3
 * hold such files without a `#!` line; Python 3 refuses them.
 */
const PYTHON_2_ONLY = /^[ \t]*print(?:[ \t]+[^\s(=.,;:)\]}]|[ \t]*$)|\braw_input[ \t]*\(|\bxrange[ \t]*\(|\.has_key[ \t]*\(/m;

function startsWith(file: string, length: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    return buffer.subarray(0, fs.readSync(fd, buffer, 0, length, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** Why a Python file is Python 2, if it is: its `#!` line (problemtools runs it with PyPy 2), or what it uses that only Python 2 has. */
export function python2Reason(file: string): string | undefined {
  const text = fs.readFileSync(file, 'latin1');
  if (PYTHON_2_SHEBANG.test(text.split('\n')[0] ?? '')) return 'Python 2 (by its #! line); the judge runs Python 3';
  if (PYTHON_2_ONLY.test(text)) return 'Python 2 (print statement, raw_input, xrange or has_key); the judge runs Python 3';
  return undefined;
}

/** Why a file of a submission folder that is no source the judge runs is left alone. */
export function reasonToSkipFile(file: string): string {
  const extension = path.extname(file).toLowerCase();
  const language = OTHER_LANGUAGES[extension];
  if (language) return `${language} is not a language the judge runs`;
  const head = startsWith(file, 4096);
  if (head.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46])) || head.includes(0)) return 'a binary, not a source file';
  return extension ? `"${extension}" is not a source file of a language the judge runs` : 'not a source file of a language the judge runs';
}
