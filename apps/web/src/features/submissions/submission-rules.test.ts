import { describe, expect, it } from 'vitest';
import type { SubmissionListItem } from '@codepath/contract/submissions';
import { displayNumber, distinctLanguages, distinctStatuses, filterSubmissions, NO_SUBMISSION_FILTERS, topLanguage } from './submission-rules';

const submission = (overrides: Partial<SubmissionListItem>): SubmissionListItem => ({
  id: 'id',
  submissionNumber: 1,
  problem: 'Two Sum',
  problemId: 'two-sum',
  difficulty: 'Easy',
  language: 'python',
  status: 'Accepted',
  runtime: 10,
  memory: 1000,
  submittedAt: '2026-01-01T00:00:00Z',
  code: '',
  output: '',
  ...overrides,
});

describe('numbering', () => {
  it("uses the submission's number when it has one", () => {
    expect(displayNumber({ submissionNumber: 7 }, 0, 3)).toBe(7);
  });

  it('falls back to the list length minus the row index', () => {
    expect(displayNumber({ submissionNumber: 0 }, 0, 3)).toBe(3);
    expect(displayNumber({ submissionNumber: 0 }, 2, 3)).toBe(1);
  });
});

describe('filters', () => {
  const list = [
    submission({ id: 'a', problem: 'Two Sum', language: 'cpp', status: 'Wrong Answer' }),
    submission({ id: 'b', problem: 'Word Search', language: 'java', status: 'Accepted' }),
    submission({ id: 'c', problem: 'Climbing Stairs', language: 'python', status: 'Accepted' }),
  ];

  it('searches the problem name or the language, ignoring case', () => {
    expect(filterSubmissions(list, { ...NO_SUBMISSION_FILTERS, search: 'word' }).map((s) => s.id)).toEqual(['b']);
    expect(filterSubmissions(list, { ...NO_SUBMISSION_FILTERS, search: 'C++' }).map((s) => s.id)).toEqual(['a']);
    expect(filterSubmissions(list, { ...NO_SUBMISSION_FILTERS, search: 'PYTHON' }).map((s) => s.id)).toEqual(['c']);
  });

  it('filters by status and language', () => {
    expect(filterSubmissions(list, { ...NO_SUBMISSION_FILTERS, status: 'Accepted', language: 'java' }).map((s) => s.id)).toEqual(['b']);
  });

  it('offers the distinct statuses and the distinct known languages', () => {
    expect(distinctStatuses(list)).toEqual(['Wrong Answer', 'Accepted']);
    const withUnknown = [...list, { ...list[0]!, language: 'Unknown' }, { ...list[0]!, language: '' }] as SubmissionListItem[];
    expect(distinctLanguages(withUnknown)).toEqual(['cpp', 'java', 'python']);
  });
});

describe('top language', () => {
  it("names the most frequent language, with cpp shown as 'C++'", () => {
    expect(topLanguage({ python: 2, cpp: 5 })).toBe('C++');
  });

  it("says 'None' without submissions", () => {
    expect(topLanguage({})).toBe('None');
  });
});
