import { blankCommentsAndLiterals } from './java-entry-point.ts';
import type { EntryPoint } from './language.ts';

/** A file name kotlinc and the JVM take as they are: a letter or underscore, then letters, digits, underscores. */
const PLAIN_FILE_NAME = /^[A-Za-z_]\w{0,99}\.kt$/;

/**
 * The class kotlinc makes of a file's top-level functions, `main` among them:
 * `main.kt` → `MainKt`, in the file's package when it declares one, or the name
 * its `@file:JvmName("…")` gives. A scan, not a parser (comments and strings
 * blanked first, as for Java); a `main` declared inside an object is not looked
 * for, and java's own message then says which class it could not start.
 */
export function kotlinFacadeClass(source: string, fileName: string): string {
  const code = blankCommentsAndLiterals(source);
  const jvmName = /@file\s*:\s*JvmName\s*\(\s*"([A-Za-z_]\w*)"\s*\)/.exec(source);
  // Spaces and tabs only before `package`: `^\s*` under the m flag would rescan every run of line breaks from
  // each of its lines, quadratic in a source of 65,000 carriage returns (seconds of the judge's event loop).
  const pkg = /^[ \t]*package\s+([A-Za-z_][\w.]*)/m.exec(code)?.[1];
  const base = fileName.replace(/\.kt$/, '');
  const facade = jvmName?.[1] ?? `${base.charAt(0).toUpperCase()}${base.slice(1)}Kt`;
  return pkg ? `${pkg}.${facade}` : facade;
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
