export type CompilerMessage = {
  /** 1-based line in the learner's file. */
  line: number;
  /** 1-based column, when the compiler gave one. */
  column: number | null;
  severity: 'error' | 'warning';
  message: string;
};

const GCC_LINE = /^[^\s:]+\.(?:c|cc|cpp|cxx|h|hpp):(\d+):(\d+): (fatal error|error|warning): (.*)$/;
const JAVAC_LINE = /^[^\s:]+\.java:(\d+): (error|warning): (.*)$/;
const PYTHON_FRAME = /^\s*File "[^"]*", line (\d+)/;
const PYTHON_ERROR = /^(?:Sorry: )?(\w*Error): (.*?)(?: \([^()]*, line (\d+)\))?$/;

/** A caret line (`      ^`) under a source line gives the column. */
function caretColumn(line: string | undefined): number | null {
  const match = /^(\s*)\^/.exec(line ?? '');
  return match ? (match[1] ?? '').length + 1 : null;
}

function parsePython(lines: string[]): CompilerMessage[] {
  const errorIndex = lines.findIndex((line) => PYTHON_ERROR.test(line));
  if (errorIndex < 0) return [];
  const [, name, text, inlineLine] = PYTHON_ERROR.exec(lines[errorIndex] ?? '') ?? [];
  const frameIndex = lines.slice(0, errorIndex).findLastIndex((line) => PYTHON_FRAME.test(line));
  const frameLine = frameIndex >= 0 ? PYTHON_FRAME.exec(lines[frameIndex] ?? '')?.[1] : undefined;
  const line = Number(frameLine ?? inlineLine);
  if (!Number.isInteger(line) || line < 1) return [];
  const caret = lines.slice(frameIndex + 1, errorIndex).find((candidate) => /^\s*\^/.test(candidate));
  return [{ line, column: caretColumn(caret), severity: 'error', message: `${name}: ${text}` }];
}

/**
 * The compiler's messages that point at a line of the learner's file: gcc and g++
 * (`main.c:3:5: error: …`), javac (`Main.java:3: error: …`, column from its caret
 * line) and Python's syntax check (`File "main.py", line 3` … `SyntaxError: …`).
 * Notes and lines it cannot place are left to the full text shown beside the list.
 */
export function parseCompilerMessages(output: string): CompilerMessage[] {
  const lines = output.replace(/\r\n/g, '\n').split('\n');
  const messages: CompilerMessage[] = [];
  for (const [index, text] of lines.entries()) {
    const gcc = GCC_LINE.exec(text);
    if (gcc) {
      messages.push({ line: Number(gcc[1]), column: Number(gcc[2]), severity: gcc[3] === 'warning' ? 'warning' : 'error', message: gcc[4] ?? '' });
      continue;
    }
    const javac = JAVAC_LINE.exec(text);
    if (javac) {
      messages.push({ line: Number(javac[1]), column: caretColumn(lines[index + 2]), severity: javac[2] === 'warning' ? 'warning' : 'error', message: javac[3] ?? '' });
    }
  }
  return messages.length > 0 ? messages : parsePython(lines);
}
