import type { Language } from '@codepath/contract/enums';
import { findJavaEntryPoint, scanJavaSource } from './java-entry-point.ts';
import type { EntryPoint } from './language.ts';
import { LANGUAGES, languageLabel, languageOfFile } from './registry.ts';

export type FolderEntryResult = { ok: true; language: Language; entry: EntryPoint } | { ok: false; message: string };


/** A folder's language from its sources' extensions: C beside C++ is C++ (problemtools compiles `*.c` with g++ too). */
function folderLanguage(sources: readonly string[]): Language | { message: string } {
  const languages = new Set(sources.map((name) => languageOfFile(name)));
  if (languages.has('c') && languages.has('cpp')) languages.delete('c');
  const [language, ...others] = [...languages].filter((found): found is Language => found !== undefined);
  if (!language) return { message: 'no source file' };
  if (others.length > 0) return { message: `sources of more than one language (${[language, ...others].map(languageLabel).join(', ')}); a program is written in one` };
  return language;
}

/** `__main__.py` (what `python3 <folder>` runs), else `main.py`, `<folder>.py`, `validate.py`, else the only module. */
function pythonEntry(folderName: string, sources: readonly string[]): string | undefined {
  const preferred = ['__main__.py', 'main.py', `${folderName}.py`, 'validate.py'].find((name) => sources.includes(name));
  return preferred ?? (sources.length === 1 ? sources[0] : undefined);
}

/**
 * Kattis's rule for Java: the file named `main.*` if any, else the first source, among
 * those declaring `public static void main(String[])`; its class is found as for one file.
 */
function javaEntry(sources: readonly string[], readText: (name: string) => string): EntryPoint | undefined {
  const withMain = sources.filter((name) => scanJavaSource(readText(name)).mainClasses.length > 0);
  const file = withMain.find((name) => /^main\./i.test(name)) ?? withMain[0];
  if (file === undefined) return undefined;
  return { sourceFileName: file, mainName: findJavaEntryPoint(readText(file), file).mainClass, sourceFileNames: sources };
}

/**
 * How a program that is a folder is compiled and started, from the names of its files
 * (top level only, name order). `undefined` when none is a source of a known language.
 */
export function folderEntryPoint(folderName: string, fileNames: readonly string[], readText: (name: string) => string): FolderEntryResult | undefined {
  // Past folderLanguage, every file of a known language is a source of the folder's one language (C in C++ included).
  const sources = fileNames.filter((name) => languageOfFile(name) !== undefined);
  if (sources.length === 0) return undefined;
  const language = folderLanguage(sources);
  if (typeof language !== 'string') return { ok: false, message: language.message };
  if (language === 'c' || language === 'cpp') {
    // The C and C++ modules build and start `main`; the main file only names the program in messages.
    const main = sources.find((name) => /^main\./i.test(name)) ?? sources[0] ?? 'main';
    return { ok: true, language, entry: { sourceFileName: main, mainName: 'main', sourceFileNames: sources } };
  }
  if (language === 'python') {
    const main = pythonEntry(folderName, sources);
    if (main === undefined) return { ok: false, message: `no entry point among ${sources.join(', ')}: expected __main__.py (or main.py)` };
    return { ok: true, language, entry: { sourceFileName: main, mainName: main, sourceFileNames: sources } };
  }
  if (language === 'java') {
    const entry = javaEntry(sources, readText);
    if (!entry) return { ok: false, message: 'no entry point: no class declares public static void main(String[])' };
    return { ok: true, language, entry };
  }
  // The others (Kattis's rule): the file named `main.*`, else the first source, is the entry; the module
  // compiles every source its compiler takes together (Go, C#) or the entry that names the rest (Rust).
  const main = sources.find((name) => /^main\./i.test(name)) ?? sources[0] ?? '';
  const entry = LANGUAGES[language].entryPoint(readText(main), main);
  return { ok: true, language, entry: { sourceFileName: main, mainName: entry.mainName === entry.sourceFileName ? main : entry.mainName, sourceFileNames: sources } };
}
