import { describe, expect, it } from 'vitest';
import { COURSE_SECTION_IDS } from '@codepath/contract/learning';
import { courses } from '@/features/learn/courses';
import { sectionFilePath } from '@/features/learn/section-content';

const files = import.meta.glob<string>('./content/**/*.md', { query: '?raw', import: 'default', eager: true });

const allowedPracticeSlugs: Record<number, string[]> = {
  1: ['two-sum', 'valid-parentheses', 'remove-duplicates-from-sorted-array', 'majority-element'],
  2: [
    'container-with-most-water',
    'longest-substring-without-repeating-characters',
    'subarray-sum-equals-k',
    'word-search',
    'climbing-stairs',
  ],
  3: ['print-1-to-n', 'even-or-odd', 'reverse-a-string', 'maximum-of-two-numbers', 'sum-of-array-elements'],
};

/** The spec's section lists (§3), written out: the reader's courses and the server's checks must both match them. */
const specSectionIds: Record<number, string[]> = {
  1: [
    'overview',
    'understanding-problems',
    'dry-running',
    'brute-force',
    'pattern-recognition',
    'breaking-down',
    'constraints-edge-cases',
    'test-driven-thinking',
    'takeaway',
  ],
  2: [
    'overview',
    'two-pointers',
    'sliding-window',
    'prefix-sum',
    'hashing',
    'binary-search',
    'recursion-backtracking',
    'dynamic-programming',
    'takeaway',
  ],
  3: [
    'overview',
    'first-program',
    'variables',
    'user-input',
    'conditionals',
    'loops',
    'functions',
    'arrays',
    'strings',
    'operators',
    'practice',
    'takeaway',
  ],
};

const fencePattern = /^```(\w*)[ \t]*([^\n]*)\n[\s\S]*?^```[ \t]*$/gm;

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

describe('course content', () => {
  it.each(courses.map((course) => [course.title, course] as const))('%s lists the spec sections in order', (_, course) => {
    expect(course.sections.map((section) => section.id)).toEqual(specSectionIds[course.id]);
  });

  it.each(courses.map((course) => [course.title, course] as const))('%s has the same sections where the server checks saved progress', (_, course) => {
    expect(COURSE_SECTION_IDS[course.id as keyof typeof COURSE_SECTION_IDS]).toEqual(specSectionIds[course.id]);
  });

  it('has one Markdown file per section and no stray files', () => {
    const expected = courses.flatMap((course) => course.sections.map((_, index) => sectionFilePath(course, index)));
    expect(Object.keys(files).sort()).toEqual([...expected].sort());
  });

  const teachingSections = courses.flatMap((course) =>
    course.sections
      .map((section, index) => ({ course, section, path: sectionFilePath(course, index) ?? '' }))
      .filter(({ section }) => section.id !== 'overview' && section.id !== 'takeaway'),
  );

  it.each(teachingSections.map((entry) => [entry.path, entry.path] as const))('%s has at least 300 words', (_, path) => {
    expect(wordCount(files[path] ?? '')).toBeGreaterThanOrEqual(300);
  });

  it('only links practice problems named in the catalogue list', () => {
    for (const course of courses) {
      expect(course.practiceProblems.map((problem) => problem.slug)).toEqual(allowedPracticeSlugs[course.id]);
    }
  });

  it('follows every runnable block with its expected output', () => {
    let runnableCount = 0;
    for (const [path, markdown] of Object.entries(files)) {
      const blocks = [...markdown.matchAll(fencePattern)].map((match) => ({ language: match[1], info: match[2]?.trim() }));
      blocks.forEach((block, index) => {
        if (block.info !== 'runnable') return;
        runnableCount += 1;
        expect(['python', 'c', 'cpp', 'java'], `${path} block ${index}`).toContain(block.language);
        expect(blocks[index + 1]?.language, `${path} block ${index} needs an output block`).toBe('output');
      });
    }
    expect(runnableCount).toBeGreaterThan(60);
  });

  it('sends learners to Try it for the examples, never to paste them into a problem', () => {
    for (const [path, markdown] of Object.entries(files)) {
      expect(markdown, path).not.toMatch(/paste (it|the program|each)|paste .* into the editor/i);
    }
    for (const course of courses) expect(files[sectionFilePath(course, 0) ?? ''], course.title).toMatch(/\*\*Try it\*\*/);
  });

  it('gives every course its key concepts, topics and takeaway', () => {
    for (const course of courses) {
      expect(course.keyConcepts.length).toBeGreaterThanOrEqual(5);
      expect(course.topics.length).toBeGreaterThanOrEqual(7);
      expect(course.takeaway.length).toBeGreaterThan(40);
    }
  });
});
