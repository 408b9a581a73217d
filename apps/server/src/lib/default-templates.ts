import type { Language } from '@codepath/contract/enums';
import { LANGUAGES } from '@codepath/judge/languages/registry';

/** Starter code for packages without templates/: each language module's own (read standard input, write standard output). */
export const DEFAULT_TEMPLATES: Readonly<Record<Language, string>> = Object.fromEntries(
  Object.values(LANGUAGES).map((language) => [language.id, language.starter]),
) as Record<Language, string>;
