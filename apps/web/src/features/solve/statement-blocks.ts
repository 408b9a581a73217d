export type StatementBlock = { kind: 'text' | 'example' | 'constraints'; text: string };

/**
 * The spec's paragraph rules: the description splits at blank lines; a paragraph
 * containing 'Example' is shown as a code block, one containing 'Constraints:' as a
 * highlighted constraints block, the rest as Markdown text. Fenced code keeps its
 * blank lines so a program in the statement is never cut in two.
 */
export function splitStatement(description: string): StatementBlock[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  let isInFence = false;
  for (const line of description.replace(/\r\n/g, '\n').split('\n')) {
    if (line.trimStart().startsWith('```')) isInFence = !isInFence;
    if (!isInFence && line.trim() === '') {
      if (current.length > 0) paragraphs.push(current.join('\n'));
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length > 0) paragraphs.push(current.join('\n'));
  return paragraphs.map((text) => ({
    kind: text.includes('Constraints:') ? 'constraints' : text.includes('Example') ? 'example' : 'text',
    text,
  }));
}
