import { definesClass } from '../runtime-error.ts';

/**
 * The source with its comments and string, character and template literals blanked
 * (lines kept), for the languages with C's comments: a `class X` in either declares
 * nothing, so only a class the code declares can be named on a hidden test.
 */
export function blankCLikeCommentsAndStrings(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  // Every literal runs to its closing quote or, left open, to the end of its line (a template: of the source), so a
  // match never fails part-way: a scan retried from every quote of a 64 KiB line held the event loop for seconds.
  return source.replace(/\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|@?"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?|`(?:\\[\s\S]|[^`\\])*`?/g, blank);
}

/** The learner's code (not a comment or string) declares a class, struct or enum of this name. */
export function declaresType(source: string, name: string): boolean {
  const code = blankCLikeCommentsAndStrings(source);
  return definesClass(code, name) || new RegExp(`\\b(?:struct|enum)\\s+${name.replace(/[.$]/g, '\\$&')}\\b`).test(code);
}
