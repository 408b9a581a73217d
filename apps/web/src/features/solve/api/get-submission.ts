import { SubmissionDetail } from '@codepath/contract/submissions';
import { apiRequest } from '@/lib/api-client';

export async function getSubmission(submissionId: string): Promise<SubmissionDetail> {
  return SubmissionDetail.parse(await apiRequest('GET', `/api/submissions/${encodeURIComponent(submissionId)}`));
}
