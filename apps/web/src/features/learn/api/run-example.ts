import { useMutation } from '@tanstack/react-query';
import { ExecuteAnswer, type ExecuteBody } from '@codepath/contract/compiler';
import { apiRequest } from '@/lib/api-client';

/** A course example goes through the same run call as the solve page: sandboxed, rate limited, same limits. */
export async function runExample(body: Omit<ExecuteBody, 'problemId'>): Promise<ExecuteAnswer> {
  return ExecuteAnswer.parse(await apiRequest('POST', '/api/compiler/execute', { body }));
}

export function useRunExample() {
  return useMutation({ mutationFn: runExample });
}
