/**
 * Replaces the `heading` section (up to the next heading of the same or a higher level) of a
 * Markdown document, or appends it: other sections of BENCHMARKS.md belong to
 * other benchmarks and stay as they are. Throws rather than drop a heading of the old section
 * that the new one does not have (a subsection appended after another benchmark's section).
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
  // Never drop another benchmark's figures: every heading the old section spanned must come back in the new one.
  const kept = new Set(section.split('\n').map((line) => line.trim()));
  const dropped = lines.slice(start, end).filter((line) => /^#+ /.test(line) && !kept.has(line.trim()));
  if (dropped.length > 0) throw new Error(`Rewriting "${heading}" would drop ${dropped.map((line) => `"${line.trim()}"`).join(', ')}: give that section its own "## " heading.`);
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return [before, section.trimEnd(), after].filter((part) => part.length > 0).join('\n\n') + '\n';
}
