/**
 * Which file a Java source must be saved as and which class to run. javac insists
 * that a public top-level class lives in a file of its name, and learners (and
 * Kattis packages, e.g. `hello.java` with `public class hello`) name their class
 * anything, so both are read from the source.
 *
 * This is a cheap scan, not a parser: comments, string, character and text-block
 * literals are blanked first (so a `class X` or `main(` inside them counts for
 * nothing), then class declarations, braces and `main` declarations are read in
 * order to know which class each `main` belongs to. Sources it cannot make sense of
 * fall back to Main, and javac's or java's own message then tells the learner why.
 */
export interface JavaEntryPoint {
  /** `<public class>.java`, else `Main.java`. */
  sourceFileName: string;
  /** The binary name of the class to run (`Outer$Inner` for a nested one). */
  mainClass: string;
}

/** Replaces comments and literals with spaces, keeping every other character where it was. */
export function blankCommentsAndLiterals(source: string): string {
  let out = '';
  let index = 0;
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  while (index < source.length) {
    const rest = source.slice(index, index + 3);
    let end: number;
    if (rest.startsWith('//')) {
      end = source.indexOf('\n', index);
      end = end < 0 ? source.length : end;
    } else if (rest.startsWith('/*')) {
      end = source.indexOf('*/', index + 2);
      end = end < 0 ? source.length : end + 2;
    } else if (rest === '"""') {
      end = closingQuote(source, index + 3, '"""');
    } else if (rest.startsWith('"') || rest.startsWith("'")) {
      end = closingQuote(source, index + 1, rest.charAt(0));
    } else {
      out += source.charAt(index);
      index += 1;
      continue;
    }
    out += blank(source.slice(index, end));
    index = end;
  }
  return out;
}

/** The index just past the closing delimiter, skipping backslash escapes; the end of the source if unclosed. */
function closingQuote(source: string, from: number, delimiter: string): number {
  let index = from;
  while (index < source.length) {
    if (source.charAt(index) === '\\') {
      index += 2;
      continue;
    }
    if (source.startsWith(delimiter, index)) return index + delimiter.length;
    // A plain string or character literal cannot span lines; stop there rather than swallow the file.
    if (delimiter.length === 1 && source.charAt(index) === '\n') return index;
    index += 1;
  }
  return source.length;
}

/** A Java identifier: letters of any script, `_`, `$` and other currency signs first; then digits and combining marks too. */
const IDENTIFIER = String.raw`[\p{L}\p{Nl}\p{Sc}\p{Pc}][\p{L}\p{Nl}\p{Sc}\p{Pc}\p{Nd}\p{Mn}\p{Mc}]*`;

const TOKEN = new RegExp(
  [
    String.raw`(?<open>\{)`,
    String.raw`(?<close>\})`,
    String.raw`\b(?:class|interface|enum|record)\s+(?<name>${IDENTIFIER})`,
    String.raw`(?<main>\b(?:public\s+static|static\s+public)\s+(?:final\s+)?void\s+main\s*\(\s*(?:final\s+)?String\s*(?:\[\s*\]|\.\.\.|${IDENTIFIER}\s*\[\s*\]))`,
  ].join('|'),
  'gu',
);

interface Scan {
  publicClass?: string;
  /** Binary names of the classes that declare `public static void main(String[])`, in source order. */
  mainClasses: string[];
}

const MODIFIERS = new Set(['public', 'protected', 'private', 'abstract', 'final', 'static', 'strictfp', 'sealed', 'non-sealed']);
/** More modifiers than Java has cannot all belong to one declaration: looking further back is pointless. */
const MAX_MODIFIERS = MODIFIERS.size;

/** Whether `public` is among the modifier words right before `at` (read backwards, a word at a time). */
function isDeclaredPublic(text: string, at: number): boolean {
  let end = at;
  for (let words = 0; words < MAX_MODIFIERS; words += 1) {
    while (end > 0 && /\s/.test(text.charAt(end - 1))) end -= 1;
    let start = end;
    while (start > 0 && /[\w-]/.test(text.charAt(start - 1))) start -= 1;
    const word = text.slice(start, end);
    if (!MODIFIERS.has(word)) return false;
    if (word === 'public') return true;
    end = start;
  }
  return false;
}

/**
 * One pass over the blanked source; each token costs the same whatever came
 * before it (the scan runs on the judge's event loop for every Java job, on
 * sources of up to 64 KiB): the enclosing classes' binary names are kept as a
 * stack beside the blocks, and modifiers are read back from a class keyword.
 */
export function scanJavaSource(source: string): Scan {
  const scan: Scan = { mainClasses: [] };
  const text = blankCommentsAndLiterals(source);
  // One entry per open brace: whether it opens a class's body (whose binary name is then on `classes`).
  const blocks: boolean[] = [];
  const classes: string[] = [];
  let pendingClass: string | undefined;
  for (const match of text.matchAll(TOKEN)) {
    const groups = match.groups ?? {};
    if (groups.open !== undefined) {
      blocks.push(pendingClass !== undefined);
      if (pendingClass !== undefined) classes.push(pendingClass);
      pendingClass = undefined;
    } else if (groups.close !== undefined) {
      if (blocks.pop() === true) classes.pop();
    } else if (groups.name !== undefined) {
      const outer = classes.at(-1);
      pendingClass = outer === undefined ? groups.name : `${outer}$${groups.name}`;
      const isTopLevel = blocks.length === 0;
      if (isTopLevel && scan.publicClass === undefined && isDeclaredPublic(text, match.index)) scan.publicClass = groups.name;
    } else if (groups.main !== undefined) {
      const owner = classes.at(-1);
      if (owner !== undefined && !scan.mainClasses.includes(owner)) scan.mainClasses.push(owner);
    }
  }
  return scan;
}

/**
 * Kattis's rule first (the class named like the file, when the package's file name
 * is known and that class declares main), then the public class if it declares
 * main, then the first class that does.
 */
export function findJavaEntryPoint(source: string, fileName?: string): JavaEntryPoint {
  const scan = scanJavaSource(source);
  const stem = fileName?.replace(/\.java$/i, '');
  const mainClass =
    [stem, scan.publicClass].find((name) => name !== undefined && scan.mainClasses.includes(name)) ??
    scan.mainClasses[0] ??
    scan.publicClass ??
    'Main';
  // A public class whose file name the file system cannot hold (255 bytes) is saved as Main.java: javac then
  // says the class belongs in a file of its name, a Compilation Error, where writing the file failed the judge.
  const fileClass = scan.publicClass !== undefined && Buffer.byteLength(`${scan.publicClass}.java`) <= MAX_FILE_NAME_BYTES ? scan.publicClass : 'Main';
  return { sourceFileName: `${fileClass}.java`, mainClass };
}

/** The longest file name Linux file systems hold. */
const MAX_FILE_NAME_BYTES = 255;
