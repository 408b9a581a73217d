import type { Course } from '@/features/learn/courses';

/**
 * Course text is bundled at build time but kept out of the page's first chunk: each
 * Markdown file becomes its own lazily imported module, fetched when a section opens.
 */
const sectionFiles = import.meta.glob<string>('./content/**/*.md', { query: '?raw', import: 'default' });

export function sectionFilePath(course: Course, sectionIndex: number): string | undefined {
  const section = course.sections[sectionIndex];
  if (!section) return undefined;
  const number = String(sectionIndex + 1).padStart(2, '0');
  return `./content/${course.slug}/${number}-${section.id}.md`;
}

export async function loadSectionContent(course: Course, sectionIndex: number): Promise<string> {
  const path = sectionFilePath(course, sectionIndex);
  const load = path ? sectionFiles[path] : undefined;
  if (!load) throw new Error(`No content file for section ${sectionIndex} of course ${course.slug}`);
  return load();
}
