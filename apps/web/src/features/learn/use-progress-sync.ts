import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth-store';
import { useServerCourseProgress } from '@/features/learn/api/get-course-progress';
import { mergeServerProgress } from '@/features/learn/course-progress';

export type ProgressSyncStatus = 'loading' | 'synced' | 'offline';

/**
 * On each visit to the Learning Center: fetch the learner's progress, merge it with this
 * browser's copy and send what only this browser knew. Without an answer the local copy is used.
 */
export function useProgressSync(): ProgressSyncStatus {
  const auth = useAuth();
  const userId = auth.status === 'signed-in' ? auth.user.id : undefined;
  const server = useServerCourseProgress(userId);
  const [mergedAt, setMergedAt] = useState<number | undefined>();

  // Only an answer fetched on this visit: a cached one may predate saves made since.
  const isFresh = server.isFetchedAfterMount && server.data !== undefined;
  useEffect(() => {
    if (!isFresh || !server.data) return;
    void mergeServerProgress(server.data.courses);
    setMergedAt(server.dataUpdatedAt);
  }, [isFresh, server.data, server.dataUpdatedAt]);

  if (userId === undefined) return 'synced';
  if (server.isError) return 'offline';
  return mergedAt !== undefined && mergedAt === server.dataUpdatedAt ? 'synced' : 'loading';
}
