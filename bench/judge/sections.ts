/**
 * Replaces the `heading` section (up to the next heading of the same or a higher level) of a
 * Markdown document, or appends it: other sections of BENCHMARKS.md belong to
 * other benchmarks and stay as they are.
 */
export function replaceSection(document: string, heading: string, section: string): string {
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) return `${document.trimEnd()}\n\n${section.trimEnd()}\n`;
  const level = (heading.split(' ')[0] ?? '##').length;
  // A section ends at the next heading of its level or above: a "###" subsection ends at the next "##" too.
  const isEnd = (line: string) => /^#+ /.test(line) && line.indexOf(' ') <= level;
  let end = lines.findIndex((line, index) => index > start && isEnd(line));
  if (end < 0) end = lines.length;
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return [before, section.trimEnd(), after].filter((part) => part.length > 0).join('\n\n') + '\n';
}
