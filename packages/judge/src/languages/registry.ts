import type { Language } from '@codepath/contract/enums';
import { c } from './c.ts';
import { cpp } from './cpp.ts';
import { java } from './java.ts';
import type { LanguageModule } from './language.ts';
import { python } from './python.ts';

export const LANGUAGES: Readonly<Record<Language, LanguageModule>> = { python, c, cpp, java };

const EXTENSIONS: Readonly<Record<string, Language>> = { '.py': 'python', '.c': 'c', '.cpp': 'cpp', '.cc': 'cpp', '.cxx': 'cpp', '.c++': 'cpp', '.java': 'java' };

/** The language of a source file by its extension, as problem packages name them. */
export function languageOfFile(fileName: string): Language | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? undefined : EXTENSIONS[fileName.slice(dot).toLowerCase()];
}
