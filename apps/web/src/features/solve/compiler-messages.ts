export type CompilerMessage = {
  /** 1-based line in the learner's file. */
  line: number;
  /** 1-based column, when the compiler gave one. */
  column: number | null;
  severity: 'error' | 'warning';
  message: string;
};

/** gcc and g++, and kotlinc, whose messages have the same shape (`main.kt:3:5: error: …`). */
const GCC_LINE = /^[^\s:]+\.(?:c|cc|cpp|cxx|h|hpp|kt):(\d+):(\d+): (fatal error|error|warning): (.*)$/;
const JAVAC_LINE = /^[^\s:]+\.java:(\d+): (error|warning): (.*)$/;
const GO_LINE = /^(?:\.\/)?[^\s:]+\.go:(\d+):(\d+): (.*)$/;
const CSHARP_LINE = /^[^\s(]+\.cs\((\d+),(\d+)\): (error|warning)(?: \w+)?: (.*)$/;
const RUSTC_HEAD = /^(error|warning)(?:\[\w+\])?: (.*)$/;
const RUSTC_AT = /^\s*--> [^\s:]+\.rs:(\d+):(\d+)$/;
const ESBUILD_HEAD = /^[✘▲] \[(ERROR|WARNING)\] (.*)$/;
const ESBUILD_AT = /^\s+[^\s:]+\.ts:(\d+):(\d+):$/;
const NODE_AT = /^[^\s:]+\.js:(\d+)$/;
const NODE_ERROR = /^(\w*Error): (.*)$/;
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

/** A message whose place comes on a later line: rustc's `--> main.rs:2:18`, esbuild's `main.ts:2:9:`. */
function placedBelow(lines: string[], index: number, at: RegExp): { line: number; column: number } | undefined {
  for (const candidate of lines.slice(index + 1, index + 4)) {
    const place = at.exec(candidate);
    if (place) return { line: Number(place[1]), column: Number(place[2]) };
  }
  return undefined;
}

/** Node's syntax check: `main.js:2`, the source line, a caret, a blank line, then `SyntaxError: …`. */
function parseNodeCheck(lines: string[]): CompilerMessage[] {
  const atIndex = lines.findIndex((line) => NODE_AT.test(line));
  const errorIndex = lines.findIndex((line, index) => index > atIndex && NODE_ERROR.test(line));
  if (atIndex < 0 || errorIndex < 0) return [];
  const [, name, text] = NODE_ERROR.exec(lines[errorIndex] ?? '') ?? [];
  return [{ line: Number(NODE_AT.exec(lines[atIndex] ?? '')?.[1]), column: caretColumn(lines[atIndex + 2]), severity: 'error', message: `${name}: ${text}` }];
}

/**
 * The compiler's messages that point at a line of the learner's file: gcc, g++ and kotlinc
 * (`main.c:3:5: error: …`, `main.kt:3:5: error: …`), javac (`Main.java:3: error: …`, column from its caret
 * line), Go (`./main.go:4:2: …`), C# (`main.cs(3,13): error CS0029: …`), rustc
 * (`error[E0308]: …` then `--> main.rs:2:18`), esbuild for TypeScript (`✘ [ERROR] …`
 * then `main.ts:2:9:`), Node's syntax check for JavaScript and Python's
 * (`File "main.py", line 3` … `SyntaxError: …`).
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
      continue;
    }
    const go = GO_LINE.exec(text);
    if (go) {
      messages.push({ line: Number(go[1]), column: Number(go[2]), severity: 'error', message: go[3] ?? '' });
      continue;
    }
    const csharp = CSHARP_LINE.exec(text);
    if (csharp) {
      messages.push({ line: Number(csharp[1]), column: Number(csharp[2]), severity: csharp[3] === 'warning' ? 'warning' : 'error', message: csharp[4] ?? '' });
      continue;
    }
    const head = RUSTC_HEAD.exec(text) ?? ESBUILD_HEAD.exec(text);
    const place = head && placedBelow(lines, index, RUSTC_HEAD.test(text) ? RUSTC_AT : ESBUILD_AT);
    if (head && place) messages.push({ ...place, severity: /warning/i.test(head[1] ?? '') ? 'warning' : 'error', message: head[2] ?? '' });
  }
  if (messages.length > 0) return messages;
  const node = parseNodeCheck(lines);
  return node.length > 0 ? node : parsePython(lines);
}
