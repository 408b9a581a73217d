import type { Language } from '@codepath/contract/enums';

/** Code is kept per problem and language, so a reload or a language switch loses nothing. */
const storageKey = (problemId: string, language: Language) => `code:${problemId}:${language}`;

export function loadCode(problemId: string, language: Language): string | null {
  return localStorage.getItem(storageKey(problemId, language));
}

export function saveCode(problemId: string, language: Language, code: string): void {
  localStorage.setItem(storageKey(problemId, language), code);
}

const languageKey = (problemId: string) => `code-language:${problemId}`;

export function loadLanguage(problemId: string): string | null {
  return localStorage.getItem(languageKey(problemId));
}

export function saveLanguage(problemId: string, language: Language): void {
  localStorage.setItem(languageKey(problemId), language);
}
