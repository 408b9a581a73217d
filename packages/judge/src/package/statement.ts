/** statement.md split at its `## ` headings (problems/README.md fixes their order). */
export interface Statement {
  description: string;
  input: string;
  output: string;
  constraints: string;
  followUp: string;
}

const SECTION_KEYS: Readonly<Record<string, keyof Statement>> = {
  input: 'input',
  output: 'output',
  constraints: 'constraints',
  'follow-up': 'followUp',
  'follow up': 'followUp',
};

export type ParseStatementResult = { ok: true; statement: Statement } | { ok: false; error: string };

/**
 * `isLenient` is for Kattis Markdown statements (statement/problem.<lang>.md), written
 * by others: a heading of any level that names one of our sections starts it, and any
 * other heading stays in the text rather than failing the package.
 */
export function parseStatement(markdown: string, options: { isLenient?: boolean } = {}): ParseStatementResult {
  const statement: Statement = { description: '', input: '', output: '', constraints: '', followUp: '' };
  let current: keyof Statement = 'description';
  const lines: Record<keyof Statement, string[]> = { description: [], input: [], output: [], constraints: [], followUp: [] };
  for (const line of markdown.split('\n')) {
    const heading = (options.isLenient ? /^#{1,3}\s+(.+?)\s*$/ : /^##\s+(.+?)\s*$/).exec(line);
    if (heading?.[1] !== undefined) {
      const key = SECTION_KEYS[heading[1].toLowerCase()];
      if (key === undefined && options.isLenient) {
        lines[current].push(line);
        continue;
      }
      if (key === undefined) return { ok: false, error: `unknown section "## ${heading[1]}"` };
      current = key;
      continue;
    }
    lines[current].push(line);
  }
  for (const key of Object.keys(lines) as (keyof Statement)[]) statement[key] = lines[key].join('\n').trim();
  if (!statement.description) return { ok: false, error: 'the description before "## Input" is empty' };
  return { ok: true, statement };
}

/** hints.md: one hint per `## ` heading, in order. */
export function parseHints(markdown: string): string[] {
  return markdown
    .split(/^##\s+.*$/m)
    .slice(1)
    .map((hint) => hint.trim())
    .filter((hint) => hint.length > 0);
}
