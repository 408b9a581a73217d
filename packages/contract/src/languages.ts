/**
 * The one record of the languages a learner can write: what the contract, the
 * server and the web app know of each (its id, how it is shown, highlighted and
 * named in files). How a language compiles and runs is its judge module's
 * (packages/judge/src/languages/<id>.ts), which the judge's registry requires for
 * every id here. The order is the selector's.
 */
export interface LanguageInfo {
  /** What a learner reads: the selector, My Submissions, the dashboard. */
  label: string;
  /** Monaco's language id for the editor's highlighting. */
  monacoId: string;
  /** highlight.js's grammar for code blocks (courses, the editorial). */
  highlightId: string;
  /** Fenced code blocks of this language in Markdown: ```<name>. */
  fenceNames: readonly string[];
  /** The starter code's file in a package's templates/ folder. */
  templateFile: string;
  /** Source file extensions, as the Kattis format names them, lower case; the first is the language's own. */
  extensions: readonly string[];
  /** The dashboard's bar colour (a Tailwind class). */
  chartColour: string;
}

export const LANGUAGE_RECORD = {
  python: { label: 'Python', monacoId: 'python', highlightId: 'python', fenceNames: ['python', 'py'], templateFile: 'python.py', extensions: ['.py'], chartColour: 'bg-yellow-500' },
  c: { label: 'C', monacoId: 'c', highlightId: 'c', fenceNames: ['c'], templateFile: 'c.c', extensions: ['.c'], chartColour: 'bg-sky-500' },
  cpp: { label: 'C++', monacoId: 'cpp', highlightId: 'cpp', fenceNames: ['cpp', 'c++'], templateFile: 'cpp.cpp', extensions: ['.cpp', '.cc', '.cxx', '.c++'], chartColour: 'bg-indigo-500' },
  java: { label: 'Java', monacoId: 'java', highlightId: 'java', fenceNames: ['java'], templateFile: 'java.java', extensions: ['.java'], chartColour: 'bg-orange-500' },
  javascript: { label: 'JavaScript', monacoId: 'javascript', highlightId: 'javascript', fenceNames: ['javascript', 'js'], templateFile: 'javascript.js', extensions: ['.js'], chartColour: 'bg-amber-400' },
  typescript: { label: 'TypeScript', monacoId: 'typescript', highlightId: 'typescript', fenceNames: ['typescript', 'ts'], templateFile: 'typescript.ts', extensions: ['.ts'], chartColour: 'bg-blue-500' },
  go: { label: 'Go', monacoId: 'go', highlightId: 'go', fenceNames: ['go'], templateFile: 'go.go', extensions: ['.go'], chartColour: 'bg-cyan-500' },
  rust: { label: 'Rust', monacoId: 'rust', highlightId: 'rust', fenceNames: ['rust', 'rs'], templateFile: 'rust.rs', extensions: ['.rs'], chartColour: 'bg-red-700' },
  kotlin: { label: 'Kotlin', monacoId: 'kotlin', highlightId: 'kotlin', fenceNames: ['kotlin', 'kt'], templateFile: 'kotlin.kt', extensions: ['.kt'], chartColour: 'bg-purple-600' },
  csharp: { label: 'C#', monacoId: 'csharp', highlightId: 'csharp', fenceNames: ['csharp', 'cs'], templateFile: 'csharp.cs', extensions: ['.cs'], chartColour: 'bg-violet-500' },
} as const satisfies Record<string, LanguageInfo>;

export type LanguageId = keyof typeof LANGUAGE_RECORD;

/** The ids in the record's order. */
export const LANGUAGE_IDS = Object.keys(LANGUAGE_RECORD) as [LanguageId, ...LanguageId[]];

/** The language whose file this is, by its extension (`main.rs` → rust); undefined for any other file. */
export function languageOfFileName(fileName: string): LanguageId | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot).toLowerCase();
  return LANGUAGE_IDS.find((id) => (LANGUAGE_RECORD[id].extensions as readonly string[]).includes(extension));
}

/** The language a Markdown fence names (```rs → rust), if any. */
export function languageOfFence(name: string): LanguageId | undefined {
  const lower = name.toLowerCase();
  return LANGUAGE_IDS.find((id) => (LANGUAGE_RECORD[id].fenceNames as readonly string[]).includes(lower));
}

/** The labels in the record's order as a sentence's list: "Python, C, … and C#" (`or` for a choice). */
export function languageList(conjunction: 'and' | 'or'): string {
  const labels = LANGUAGE_IDS.map((id) => LANGUAGE_RECORD[id].label);
  return `${labels.slice(0, -1).join(', ')} ${conjunction} ${labels.at(-1) ?? ''}`;
}
