import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AssignmentSummary, LearnerSubmissions, ProgressMatrix, SimilarityAnswer, SimilarityPairDetail } from '@codepath/contract/classes';
import { apiDownload, apiRequest } from '@/lib/api-client';

/** The matrix asks this often while it is open, so it fills as learners solve. */
export const PROGRESS_REFRESH_MS = 3_000;

const base = (classId: string, assignmentId: string) => `/api/classes/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}`;

export const assignmentQueryOptions = (classId: string, assignmentId: string) =>
  queryOptions({ queryKey: ['classes', classId, 'assignments', assignmentId], queryFn: async () => AssignmentSummary.parse(await apiRequest('GET', base(classId, assignmentId))), staleTime: 0 });

export const progressQueryOptions = (classId: string, assignmentId: string) =>
  queryOptions({
    queryKey: ['classes', classId, 'assignments', assignmentId, 'progress'],
    queryFn: async () => ProgressMatrix.parse(await apiRequest('GET', `${base(classId, assignmentId)}/progress`)),
    staleTime: 0,
    refetchInterval: PROGRESS_REFRESH_MS,
  });

export const useAssignment = (classId: string, assignmentId: string, isEnabled = true) => useQuery({ ...assignmentQueryOptions(classId, assignmentId), enabled: isEnabled });
export const useProgress = (classId: string, assignmentId: string, isEnabled = true) => useQuery({ ...progressQueryOptions(classId, assignmentId), enabled: isEnabled });

export function useLearnerSubmissions(classId: string, assignmentId: string, userId: string, problemSlug: string) {
  return useQuery({
    queryKey: ['classes', classId, 'assignments', assignmentId, 'learners', userId, problemSlug],
    queryFn: async () => LearnerSubmissions.parse(await apiRequest('GET', `${base(classId, assignmentId)}/learners/${encodeURIComponent(userId)}/submissions?problem=${encodeURIComponent(problemSlug)}`)),
    staleTime: 0,
  });
}

/** Saves the matrix as CSV through the browser's own download. */
export async function downloadProgressCsv(classId: string, assignmentId: string, title: string): Promise<void> {
  const blob = await apiDownload(`${base(classId, assignmentId)}/progress.csv`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${title.replace(/[^A-Za-z0-9._-]+/g, '-') || 'assignment'}-progress.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** While a report is waiting or running, its page asks this often. */
export const SIMILARITY_REFRESH_MS = 1_500;

export function useSimilarity(classId: string, assignmentId: string, problemSlug: string) {
  return useQuery({
    queryKey: ['classes', classId, 'assignments', assignmentId, 'similarity', problemSlug],
    queryFn: async () => SimilarityAnswer.parse(await apiRequest('GET', `${base(classId, assignmentId)}/similarity?problem=${encodeURIComponent(problemSlug)}`)),
    enabled: problemSlug !== '',
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.report && ['queued', 'running'].includes(query.state.data.report.status) ? SIMILARITY_REFRESH_MS : false),
  });
}

export function useStartSimilarity(classId: string, assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (problemSlug: string) => SimilarityAnswer.parse(await apiRequest('POST', `${base(classId, assignmentId)}/similarity`, { body: { problemSlug } })),
    onSuccess: (answer, problemSlug) => queryClient.setQueryData(['classes', classId, 'assignments', assignmentId, 'similarity', problemSlug], answer),
  });
}

export function useSimilarityPair(classId: string, assignmentId: string, reportId: string, pairIndex: string) {
  return useQuery({
    queryKey: ['classes', classId, 'assignments', assignmentId, 'similarity', 'pairs', reportId, pairIndex],
    queryFn: async () => SimilarityPairDetail.parse(await apiRequest('GET', `${base(classId, assignmentId)}/similarity/${encodeURIComponent(reportId)}/pairs/${encodeURIComponent(pairIndex)}`)),
  });
}
