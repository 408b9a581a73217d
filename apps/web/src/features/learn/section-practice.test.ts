import { describe, expect, it } from 'vitest';
import { courses } from '@/features/learn/courses';
import { sectionPractice } from '@/features/learn/section-practice';
import { sectionFilePath } from '@/features/learn/section-content';

const files = import.meta.glob<string>('./content/**/*.md', { query: '?raw', import: 'default', eager: true });
const problemFiles = import.meta.glob<string>('../../../../../problems/*/problem.yaml', { query: '?raw', import: 'default', eager: true });

const catalogueNames = new Map(
  Object.entries(problemFiles).map(([file, yaml]) => [file.split('/').at(-2) ?? '', /^name:\s*(.+)$/m.exec(yaml)?.[1]?.trim()]),
);

describe('practice after the exercises', () => {
  it('every section that ends with exercises links at least one catalogue problem', () => {
    for (const course of courses) {
      course.sections.forEach((section, index) => {
        const text = files[sectionFilePath(course, index) ?? ''] ?? '';
        const hasExercises = /^## Exercises$/m.test(text);
        expect(Boolean(sectionPractice[course.id]?.[section.id]?.length), `${course.slug}/${section.id}`).toBe(hasExercises);
      });
    }
  });

  it('links only problems of the catalogue, under their own names', () => {
    expect(catalogueNames.size).toBeGreaterThan(40);
    for (const sections of Object.values(sectionPractice)) {
      for (const link of Object.values(sections).flat()) expect(catalogueNames.get(link.slug), link.slug).toBe(link.title);
    }
  });
});
