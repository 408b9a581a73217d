import { describe, expect, it } from 'vitest';
import { mergeProgress, type StoredCourseProgress } from '@/features/learn/merge-progress';

const at = (iso: string) => Date.parse(iso);
const local = (ids: string[], index: number, iso: string, isPending: boolean): StoredCourseProgress => ({
  completedSectionIds: ids,
  lastSectionIndex: index,
  updatedAt: at(iso),
  isPending,
});
const record = (courseId: number, ids: string[], index: number, iso: string) => ({
  courseId,
  completedSectionIds: ids,
  lastSectionIndex: index,
  updatedAt: new Date(iso).toISOString(),
});

describe('mergeProgress', () => {
  it('takes the server’s progress for courses this browser never read, or already sent', () => {
    const merged = mergeProgress({ '1': local(['overview'], 1, '2026-11-01T10:00:00Z', false) }, [
      record(1, ['overview', 'dry-running'], 3, '2026-11-02T10:00:00Z'),
      record(2, ['overview'], 1, '2026-11-02T10:00:00Z'),
    ]);
    expect(merged['1']).toEqual(local(['overview', 'dry-running'], 3, '2026-11-02T10:00:00Z', false));
    expect(merged['2']).toMatchObject({ completedSectionIds: ['overview'], isPending: false });
  });

  it('keeps a newer unsent change made here (a start over too) and marks it to send', () => {
    const merged = mergeProgress({ '1': local([], 0, '2026-11-03T10:00:00Z', true) }, [
      record(1, ['overview', 'dry-running'], 3, '2026-11-02T10:00:00Z'),
    ]);
    expect(merged['1']).toEqual(local([], 0, '2026-11-03T10:00:00Z', true));
  });

  it('sends progress the server has never seen', () => {
    const merged = mergeProgress({ '3': local(['overview'], 1, '2026-11-01T10:00:00Z', false) }, []);
    expect(merged['3']).toMatchObject({ completedSectionIds: ['overview'], isPending: true });
  });

  it('when the server’s is newer, keeps it but never loses sections read here offline', () => {
    const merged = mergeProgress({ '2': local(['overview', 'hashing'], 4, '2026-11-01T10:00:00Z', true) }, [
      record(2, ['overview', 'two-pointers'], 2, '2026-11-02T10:00:00Z'),
    ]);
    expect(merged['2']).toEqual({
      completedSectionIds: ['overview', 'two-pointers', 'hashing'],
      lastSectionIndex: 2,
      updatedAt: at('2026-11-02T10:00:00Z'),
      isPending: true,
    });
    const nothingNew = mergeProgress({ '2': local(['overview'], 4, '2026-11-01T10:00:00Z', true) }, [
      record(2, ['overview', 'two-pointers'], 2, '2026-11-02T10:00:00Z'),
    ]);
    expect(nothingNew['2']).toMatchObject({ isPending: false, lastSectionIndex: 2 });
  });
});
