import { blankCommentsAndLiterals } from './java-entry-point.ts';
import type { EntryPoint } from './language.ts';

/** A file name kotlinc and the JVM take as they are: a letter or underscore, then letters, digits, underscores. */
const PLAIN_FILE_NAME = /^[A-Za-z_]\w{0,99}\.kt$/;

/**
 * The class kotlinc makes of a file's top-level functions, `main` among them:
 * `main.kt` → `MainKt`, in the file's package when it declares one, or the name
 * its `@file:JvmName("…")` gives. Without a top-level `main`, a `@JvmStatic fun main`
 * in an `object` runs that object's class (`object Main` → `Main`; in a class's
 * `companion object`, that class). A scan, not a parser (comments and strings
 * blanked first, as for Java), linear in the source: java's own message says which
 * class it could not start when the scan guessed wrong.
 */
export function kotlinFacadeClass(source: string, fileName: string): string {
  const code = blankCommentsAndLiterals(source);
  const jvmName = /@file\s*:\s*JvmName\s*\(\s*"([A-Za-z_]\w*)"\s*\)/.exec(source);
  // Spaces and tabs only before `package`: `^\s*` under the m flag would rescan every run of line breaks from
  // each of its lines, quadratic in a source of 65,000 carriage returns (seconds of the judge's event loop).
  const pkg = /^[ \t]*package\s+([A-Za-z_][\w.]*)/m.exec(code)?.[1];
  const base = fileName.replace(/\.kt$/, '');
  const facade = jvmName?.[1] ?? objectWithMain(code) ?? `${base.charAt(0).toUpperCase()}${base.slice(1)}Kt`;
  return pkg ? `${pkg}.${facade}` : facade;
}

/** The class of an object's `@JvmStatic fun main`, when the file has no top-level `main` (one at a line's start). */
function objectWithMain(code: string): string | undefined {
  if (/^fun[ \t]+main[ \t]*\(/m.test(code)) return undefined;
  const main = /@JvmStatic\s+(?:public\s+)?fun\s+main\s*\(/.exec(code);
  if (!main) return undefined;
  const before = code.slice(0, main.index);
  // The last object declared before it, and for a companion object the last class before that.
  const lastMatch = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].at(-1);
  const object = lastMatch(/\b(companion\s+)?object\b\s*([A-Za-z_]\w*)?/g, before);
  if (!object) return undefined;
  if (object[1] === undefined) return object[2];
  return lastMatch(/\bclass\s+([A-Za-z_]\w*)/g, before.slice(0, object.index))?.[1];
}

/**
 * A Kotlin source is saved as `main.kt`, or under the package's own name for it when
 * that is a plain file name (`solution.kt`, as Kattis names submissions), and runs
 * its file's facade class (`MainKt`, `SolutionKt`).
 */
export function kotlinEntryPoint(source: string, fileName?: string): EntryPoint {
  const sourceFileName = fileName !== undefined && PLAIN_FILE_NAME.test(fileName) ? fileName : 'main.kt';
  return { sourceFileName, mainName: kotlinFacadeClass(source, sourceFileName) };
}
