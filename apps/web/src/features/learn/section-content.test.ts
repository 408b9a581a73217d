import { describe, expect, it } from 'vitest';
import { findCourse } from '@/features/learn/courses';
import { loadSectionContent, sectionFilePath } from '@/features/learn/section-content';

const foundations = findCourse(1);
if (!foundations) throw new Error('course 1 missing');

describe('section content', () => {
  it('names files by course slug, two-digit position and section id', () => {
    expect(sectionFilePath(foundations, 0)).toBe('./content/problem-solving-foundations/01-overview.md');
    expect(sectionFilePath(foundations, 8)).toBe('./content/problem-solving-foundations/09-takeaway.md');
    expect(sectionFilePath(foundations, 9)).toBeUndefined();
  });

  it('loads a section as Markdown and refuses a position past the end', async () => {
    expect(await loadSectionContent(foundations, 3)).toContain('## Why start with brute force');
    await expect(loadSectionContent(foundations, 9)).rejects.toThrow('No content file for section 9');
  });
});
