import type { Statement } from './statement.ts';

const SECTION_KEYS: Readonly<Record<string, keyof Statement>> = {
  input: 'input',
  output: 'output',
  constraints: 'constraints',
  limits: 'constraints',
  'follow-up': 'followUp',
};

/** LaTeX markup learners would otherwise read raw, rewritten as Markdown. */
function latexToMarkdown(tex: string): string {
  return tex
    .replace(/(^|[^\\])%.*$/gm, '$1')
    .replace(/\\begin\{itemize\}|\\end\{itemize\}|\\begin\{enumerate\}|\\end\{enumerate\}/g, '')
    .replace(/^[ \t]*\\item\s*/gm, '- ')
    .replace(/\\textbf\{([^{}]*)\}/g, '**$1**')
    .replace(/\\(?:emph|textit)\{([^{}]*)\}/g, '*$1*')
    .replace(/\\texttt\{([^{}]*)\}/g, '`$1`')
    .replace(/\$\$?([^$]+)\$\$?/g, (_, math: string) => `\`${mathToText(math)}\``)
    .replace(/\\(?:le|leq)\b/g, '<=')
    .replace(/\\(?:ge|geq)\b/g, '>=')
    .replace(/\\\\/g, '\n')
    .replace(/\\[a-zA-Z]+\*?(\[[^\]]*\])?(\{([^{}]*)\})?/g, (_, _opt: string, _group: string, inner: string | undefined) => inner ?? '')
    .replace(/[{}]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function mathToText(math: string): string {
  return math
    .replace(/\\(?:le|leq)\b\s*/g, '<= ')
    .replace(/\\(?:ge|geq)\b\s*/g, '>= ')
    .replace(/\\(?:cdot|times)\b\s*/g, '* ')
    .replace(/\\ldots|\\dots|\\cdots/g, '...')
    .replace(/\^\{([^{}]*)\}/g, '^$1')
    .replace(/\\[a-zA-Z]+\s*/g, '')
    .replace(/[{}]/g, '')
    .trim();
}

/**
 * A Kattis LaTeX statement as our statement: split at its \section commands, each
 * part rewritten as readable Markdown; the \problemname is dropped (problem.yaml's
 * name is the title).
 */
export function parseKattisStatement(tex: string): Statement {
  const body = tex.replace(/\\problemname\{[^{}]*\}/, '');
  const parts: Record<keyof Statement, string[]> = { description: [], input: [], output: [], constraints: [], followUp: [] };
  let current: keyof Statement = 'description';
  for (const piece of body.split(/(\\section\*?\{[^{}]*\})/)) {
    const heading = /^\\section\*?\{([^{}]*)\}$/.exec(piece);
    if (heading?.[1] !== undefined) {
      current = SECTION_KEYS[heading[1].trim().toLowerCase()] ?? 'description';
      continue;
    }
    parts[current].push(piece);
  }
  const convert = (key: keyof Statement) => latexToMarkdown(parts[key].join('\n'));
  return {
    description: convert('description'),
    input: convert('input'),
    output: convert('output'),
    constraints: convert('constraints'),
    followUp: convert('followUp'),
  };
}
