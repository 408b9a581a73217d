import { LANGUAGE_RECORD, languageOfFileName } from '@codepath/contract/languages';
import type { Language } from '@codepath/contract/enums';
import { c } from './c.ts';
import { cpp } from './cpp.ts';
import { csharp } from './csharp.ts';
import { go } from './go.ts';
import { java } from './java.ts';
import { javascript } from './javascript.ts';
import { kotlin } from './kotlin.ts';
import type { LanguageModule } from './language.ts';
import { python } from './python.ts';
import { rust } from './rust.ts';
import { typescript } from './typescript.ts';

/** Every language of the contract's record (packages/contract/src/languages.ts) has its module here; the type insists. */
export const LANGUAGES: Readonly<Record<Language, LanguageModule>> = { python, c, cpp, java, javascript, typescript, go, rust, kotlin, csharp };

/** The language of a source file by its extension, as problem packages name them. */
export function languageOfFile(fileName: string): Language | undefined {
  return languageOfFileName(fileName);
}

/** A language's name for a learner or an author ("C++"). */
export const languageLabel = (language: Language): string => LANGUAGE_RECORD[language].label;
