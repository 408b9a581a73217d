import { readOptional } from './package-files.ts';
import type { KattisStatementFile } from './statement-file.ts';

/** The group that opens at `open` (a `{`), up to its balanced `}`; undefined when it never closes. */
function balancedGroup(text: string, open: number): string | undefined {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, index);
    }
  }
  return undefined;
}

/** A title's LaTeX as plain text: `\ldots{}` as "...", `\&` as "&", other commands and braces gone. */
function latexTitleToText(tex: string): string {
  return tex
    .replace(/\\(?:ldots|dots)\b(\{\})?/g, '...')
    .replace(/\\([&%$#_{}])/g, '$1')
    .replace(/~/g, ' ')
    .replace(/``|''/g, '"')
    .replace(/\\[a-zA-Z]+\*?/g, '')
    .replace(/[{}$]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The problem's name as its statement gives it, for a legacy problem.yaml without `name`
 * (problemtools reads it the same way): the argument of `\problemname{…}` in a LaTeX
 * statement, the first `# ` heading of a Markdown one. Undefined when there is none,
 * or when the statement only refers back to problem.yaml (`\problemyamlname`).
 */
export function problemNameFromStatement(file: KattisStatementFile): string | undefined {
  const text = readOptional(file.path) ?? '';
  if (file.format === 'md') {
    const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(text)?.[1];
    return heading?.trim() || undefined;
  }
  const withoutComments = text.replace(/(^|[^\\])%.*$/gm, '$1');
  const command = /\\problemname\s*(?=\{)/.exec(withoutComments);
  if (!command) return undefined;
  const argument = balancedGroup(withoutComments, command.index + command[0].length);
  if (argument === undefined || argument.includes('\\problemyamlname')) return undefined;
  return latexTitleToText(argument) || undefined;
}
